/** One search relevance case: a query as a reader types it and the page expected as the first hit. */
export interface RelevanceCase {
  /** The query, as typed into the search box. */
  query: string;
  /** Route path of the expected first result, without trailing slash or anchor (e.g. `/docs/spring`). */
  page: string;
  /** API name, task in a reader's words, pasted error message, typo, or other (posts, product pages). */
  kind: 'api' | 'task' | 'error' | 'typo' | 'other';
}

/** The relevance set shared by the search bench and the relevance e2e test. */
export declare const relevanceSet: RelevanceCase[];
