import type { TocItem } from '@sitekit/content-model';
import { useRef } from 'react';
import { useActiveHeading } from '../../logic/active-heading.js';

/** The heading links, indented by level, the one being read marked as the current location. */
function TocList({ items, onFollow }: { items: TocItem[]; onFollow?: () => void }) {
  const active = useActiveHeading(items);
  const min = Math.min(...items.map((i) => i.level));
  return (
    <ul>
      {items.map((item) => (
        <li key={item.id} style={{ paddingInlineStart: `${(item.level - min) * 0.9}rem` }}>
          <a
            href={`#${item.id}`}
            aria-current={active === item.id ? 'location' : undefined}
            onClick={onFollow}
          >
            {item.text}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** "On this page": the page's headings, the one being read highlighted. */
export function TableOfContentsAside({ items }: { items: TocItem[] }) {
  if (!items.length) return null;
  return (
    <nav className="sk-toc" aria-label="On this page">
      <p className="sk-toc__title">On this page</p>
      <TocList items={items} />
    </nav>
  );
}

/**
 * The same headings folded into a disclosure above the article, for screens where the
 * side column does not fit. Following a link folds it again.
 */
export function TableOfContentsCollapsible({ items }: { items: TocItem[] }) {
  const details = useRef<HTMLDetailsElement>(null);
  if (!items.length) return null;
  return (
    <details className="sk-toc-collapsible" ref={details}>
      <summary>On this page</summary>
      <nav className="sk-toc sk-toc--collapsible" aria-label="On this page">
        <TocList
          items={items}
          onFollow={() => {
            if (details.current) details.current.open = false;
          }}
        />
      </nav>
    </details>
  );
}

/** Where the shell shows a table of contents: the side column, or folded above the article. */
export type TocVariant = 'aside' | 'collapsible';

/** The `TableOfContents` slot's props. */
export interface TableOfContentsProps {
  /** The page's headings, already limited to the configured `tableOfContents` levels. */
  items: TocItem[];
  /** Which of the page's two tables this is. @default 'aside' */
  variant?: TocVariant;
}

/**
 * The page's table of contents in the form `variant` asks for. A docs page renders both
 * (CSS shows one per screen width); a post renders the side column only.
 */
export function TableOfContents({ items, variant = 'aside' }: Readonly<TableOfContentsProps>) {
  return variant === 'collapsible' ? (
    <TableOfContentsCollapsible items={items} />
  ) : (
    <TableOfContentsAside items={items} />
  );
}
