/** Texts of the search page (the error and no-results texts match the modal's). */
export const defaultSearchPageTexts = {
  title: 'Search the documentation',
  inputLabel: 'Search the documentation',
  placeholder: 'Search docs',
  empty: 'Type a word to search the documentation.',
  loading: 'Searching…',
  results: (count: number, query: string) =>
    `${count} ${count === 1 ? 'result' : 'results'} for "${query}"`,
  noResults: 'No results for',
  reportMissingResults: 'Believe this query should return results?',
  reportMissingResultsLink: 'Let us know.',
  errorTitle: 'Unable to fetch results',
  errorHelp: 'You might want to check your network connection.',
  loadMore: 'Load more',
};

/** The texts of {@link defaultSearchPageTexts}. */
export type SearchPageTexts = typeof defaultSearchPageTexts;
