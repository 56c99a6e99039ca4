import type { SearchModalTranslations } from './types.js';

/** The modal's texts: DocSearch's defaults with the spec's section titles, error and no-results texts. */
export const defaultModalTranslations = {
  searchBox: {
    clearButtonTitle: 'Clear the query',
    clearButtonAriaLabel: 'Clear the query',
    closeButtonText: 'Cancel',
    closeButtonAriaLabel: 'Cancel',
    searchInputLabel: 'Search',
  },
  startScreen: {
    recentSearchesTitle: 'Recent',
    noRecentSearchesText: 'No recent searches',
    saveRecentSearchButtonTitle: 'Save this search',
    removeRecentSearchButtonTitle: 'Remove this search from history',
    favoriteSearchesTitle: 'Favorite',
    removeFavoriteSearchButtonTitle: 'Remove this search from favorites',
  },
  errorScreen: {
    titleText: 'Unable to fetch results',
    helpText: 'You might want to check your network connection.',
  },
  noResultsScreen: {
    noResultsText: 'No results for',
    suggestedQueryText: 'Try searching for',
    reportMissingResultsText: 'Believe this query should return results?',
    reportMissingResultsLinkText: 'Let us know.',
  },
  resultsScreen: {},
  footer: {},
  seeAllResults: 'See all {count} results',
  searching: 'Searching…',
} satisfies Required<SearchModalTranslations>;

/** Merges site texts over the defaults, group by group. */
export function mergeTranslations(overrides: SearchModalTranslations = {}) {
  const d = defaultModalTranslations;
  return {
    searchBox: { ...d.searchBox, ...overrides.searchBox },
    startScreen: { ...d.startScreen, ...overrides.startScreen },
    errorScreen: { ...d.errorScreen, ...overrides.errorScreen },
    noResultsScreen: { ...d.noResultsScreen, ...overrides.noResultsScreen },
    resultsScreen: { ...d.resultsScreen, ...overrides.resultsScreen },
    footer: { ...d.footer, ...overrides.footer },
    seeAllResults: overrides.seeAllResults ?? d.seeAllResults,
    searching: overrides.searching ?? d.searching,
  };
}
