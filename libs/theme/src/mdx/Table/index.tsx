import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { useHorizontalOverflow } from '../../logic/use-horizontal-overflow.js';

/** "<heading> table", after the nearest heading before the element, so each region has its own name. */
function nameFromHeading(element: HTMLElement): string {
  for (let node = element.previousElementSibling; node; node = node.previousElementSibling) {
    if (/^H[1-6]$/.test(node.tagName)) return `${node.textContent?.replace(/#$/, '').trim()} table`;
  }
  return 'Table';
}

/**
 * A Markdown table in a box of its own that scrolls sideways when the table is wider than the
 * column. Only then is the box a focusable region, named after the section it is in, so
 * keyboard readers can scroll it with the arrow keys (and tables that fit add no tab stop).
 */
export function Table(props: ComponentProps<'table'>) {
  const box = useRef<HTMLDivElement>(null);
  const scrolls = useHorizontalOverflow(box);
  const [name, setName] = useState('Table');
  useEffect(() => {
    if (scrolls && box.current) setName(nameFromHeading(box.current));
  }, [scrolls]);
  return (
    <div
      ref={box}
      className="sk-table-wrapper"
      {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': name } : {})}
    >
      <table {...props} />
    </div>
  );
}
