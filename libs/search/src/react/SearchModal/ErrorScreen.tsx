import { useLayoutEffect, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';

/** The `.DocSearch-Dropdown` element inside `host`, followed as DocSearch re-renders. */
function useDropdown(host: RefObject<HTMLElement | null>): HTMLElement | null {
  const [dropdown, setDropdown] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const root = host.current;
    if (!root) return;
    const find = () => setDropdown(root.querySelector<HTMLElement>('.DocSearch-Dropdown'));
    find();
    const observer = new MutationObserver(find);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [host]);
  return dropdown;
}

/**
 * DocSearch's error screen (same markup and classes), shown in the modal's result
 * area in place of the "no results" screen DocSearch falls back to after a failure.
 */
export function ErrorScreen({
  host,
  titleText,
  helpText,
}: {
  host: RefObject<HTMLElement | null>;
  titleText: string;
  helpText: string;
}) {
  const dropdown = useDropdown(host);
  if (!dropdown) return null;
  return createPortal(
    <div className="DocSearch-ErrorScreen sk-search-error" role="alert">
      <p className="DocSearch-Title">{titleText}</p>
      <p className="DocSearch-Help">{helpText}</p>
    </div>,
    dropdown,
  );
}
