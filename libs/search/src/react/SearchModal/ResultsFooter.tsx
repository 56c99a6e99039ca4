import type { MouseEvent } from 'react';
import { isModifiedClick } from '../navigation.js';

/** What the 'See all' link needs from the modal. */
export interface ResultsFooterOptions {
  searchPagePath: string;
  /** Text with `{count}`. */
  label: string;
  totals: Map<string, number>;
  navigate: (url: string) => void;
  onClose: () => void;
}

/** DocSearch's `resultsFooterComponent`: a 'See all {count} results' link to the search page. */
export function createResultsFooter({
  searchPagePath,
  label,
  totals,
  navigate,
  onClose,
}: ResultsFooterOptions) {
  return function SeeAllResults({
    state,
  }: {
    state: { query: string; context: Record<string, unknown> };
  }) {
    const count = totals.get(state.query) ?? Number(state.context['nbHits'] ?? 0);
    const href = `${searchPagePath}?q=${encodeURIComponent(state.query)}`;
    const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
      if (isModifiedClick(event)) return;
      event.preventDefault();
      onClose();
      navigate(href);
    };
    return (
      <a href={href} onClick={onClick}>
        {label.replace('{count}', String(count))}
      </a>
    );
  };
}
