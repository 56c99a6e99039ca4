import type { SearchProvider } from '../../core/provider.js';
import type { SearchNavigation } from '../navigation.js';

/** Texts of the modal; each group is merged over the defaults (DocSearch's own keys). */
export interface SearchModalTranslations {
  searchBox?: Record<string, string>;
  startScreen?: Record<string, string>;
  errorScreen?: Record<string, string>;
  noResultsScreen?: Record<string, string>;
  resultsScreen?: Record<string, string>;
  footer?: Record<string, string>;
  /** The link under the results; `{count}` is replaced. @default 'See all {count} results' */
  seeAllResults?: string;
  /** Shown while the query typed has not been answered yet (the index is loading). @default 'Searching…' */
  searching?: string;
}

/** Configuration shared by the search button and the modal it opens. */
export interface SearchModalOptions extends SearchNavigation {
  /** Where queries go: the local index or a hosted service (see `@sitekit/search/providers`). */
  provider: SearchProvider;
  /** Placeholder of the query input. @default 'Search docs' */
  placeholder?: string;
  /** Path of the full search page the 'See all' link opens. @default '/search' */
  searchPagePath?: string;
  /** URL of a "report missing results" page for a query; without it the 'Let us know.' link is not shown. */
  getMissingResultsUrl?: (args: { query: string }) => string;
  /** Texts of the modal over the defaults (English). */
  translations?: SearchModalTranslations;
}

/** Props of the lazily loaded modal. */
export interface SearchModalProps extends SearchModalOptions {
  /** Text already typed when the modal opened. */
  initialQuery?: string;
  /** Closes the modal (Escape, Cancel, a chosen hit); the button then takes the focus back. */
  onClose: () => void;
}
