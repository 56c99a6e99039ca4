import type { SearchHit } from './types.js';

/** Paging and presentation options of one query. */
export interface SearchOptions {
  /** Hits to return. @default 20 */
  limit?: number;
  /** Hits to skip (for "load more"). @default 0 */
  offset?: number;
  /** Words in a content snippet. @default 15 */
  snippetWords?: number;
  /**
   * Every page's best hit before any page's second (what a reader scanning results wants);
   * `false` keeps the plain ranking (what an assistant choosing passages wants). @default true
   */
  distinct?: boolean;
  /**
   * Rank records holding any of the words (more of them first) at once, instead of first
   * looking for records holding every word, by the words' scores alone (no title matches
   * first): for questions in a reader's words. @default false
   */
  anyWord?: boolean;
  /**
   * Only records of these pages (paths without anchor, as `url_without_anchor`): for a caller
   * that wants more sections of pages it already read, which costs no further fragment. The
   * local index honours it; the Algolia provider ignores it, so check the hits' pages.
   */
  pages?: readonly string[];
}

/** One page of results. */
export interface SearchResponse {
  query: string;
  hits: SearchHit[];
  /** Total number of hits for the query, beyond this page. */
  nbHits: number;
  /**
   * How common the query's words are in the index (a provider may leave it out): the number
   * of records, and per normalized query word the records holding it exactly.
   */
  stats?: { records: number; df: Record<string, number> };
}

/**
 * Where queries go: the local index or a hosted service. The UI knows only this
 * interface, so a new backend is one object (model: DocSearch's search client seam).
 */
export interface SearchProvider {
  /** Stable name; the modal keys its Recent and Favorite storage on it. */
  readonly name: string;
  /** The hosted service whose attribution the modal must show, if any. */
  readonly poweredBy?: 'algolia';
  /** Answers a query; rejects with a {@link SearchUnavailableError} when the backend cannot be reached. */
  search(query: string, options?: SearchOptions): Promise<SearchResponse>;
  /** Starts loading what the first query needs (index, client code) without searching. */
  preload(): Promise<void>;
  /**
   * Queries to offer when `query` found nothing ("Try searching for"), best first, e.g. the
   * indexed titles spelled closest to it. Optional: without it the modal offers none.
   */
  suggest?(query: string, count?: number): Promise<string[]>;
}

/** The backend could not be reached (index fetch or network failed). */
export class SearchUnavailableError extends Error {
  override name = 'SearchUnavailableError';
}

/** The defaults of {@link SearchOptions}, applied once. */
export function resolveOptions(
  options: SearchOptions = {},
): Required<Omit<SearchOptions, 'pages'>> & Pick<SearchOptions, 'pages'> {
  return {
    ...(options.pages ? { pages: options.pages } : {}),
    limit: options.limit ?? 20,
    offset: options.offset ?? 0,
    snippetWords: options.snippetWords ?? 15,
    distinct: options.distinct ?? true,
    anyWord: options.anyWord ?? false,
  };
}
