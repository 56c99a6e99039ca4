import { useEffect, useState, type RefObject } from 'react';

/**
 * The first element matching `selector` inside `host`, followed as DocSearch re-renders.
 * A passive effect, so a component rendered inside `host` finds the ref already attached.
 */
export function useElementIn(
  host: RefObject<HTMLElement | null>,
  selector: string,
): HTMLElement | null {
  const [element, setElement] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const root = host.current;
    if (!root) return;
    const find = () => setElement(root.querySelector<HTMLElement>(selector));
    find();
    const observer = new MutationObserver(find);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [host, selector]);
  return element;
}
