import type { RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useElementIn } from './use-element-in.js';

/**
 * "Searching…" in the modal's result area while the query typed has no answer yet (the
 * index or a shard is still loading): DocSearch would show "No results" for it, which
 * would be a false verdict. The modal hides that screen meanwhile.
 */
export function PendingScreen({
  host,
  text,
}: {
  host: RefObject<HTMLElement | null>;
  text: string;
}) {
  const noResults = useElementIn(host, '.DocSearch-NoResults');
  const dropdown = noResults?.closest('.DocSearch-Dropdown');
  if (!dropdown) return null;
  return createPortal(
    <div className="sk-search-pending" role="status">
      <p className="DocSearch-Help">{text}</p>
    </div>,
    dropdown,
  );
}
