/** Hierarchy of a record, as DocSearch shapes it: lvl0 is the section of the site, lvl1 the page title, lvl2–lvl6 headings. */
export interface SearchHierarchy {
  lvl0: string;
  lvl1: string;
  lvl2: string | null;
  lvl3: string | null;
  lvl4: string | null;
  lvl5: string | null;
  lvl6: string | null;
}

/** What a record stands for: a page title, a heading, or a paragraph under one. */
export type SearchRecordType = 'lvl1' | 'lvl2' | 'lvl3' | 'content';

/**
 * One searchable section, in DocSearch's hit shape (so the DocSearch modal renders
 * it unchanged), plus the facets the hosted service filters on.
 */
export interface SearchRecord {
  objectID: string;
  /** Full URL path with the heading anchor, e.g. `/docs/button#props`. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: SearchRecordType;
  hierarchy: SearchHierarchy;
  /** Plain-text excerpt of the section (null for pure heading records). */
  content: string | null;
  /** Facet: the language (`en`). */
  language: string;
  /** Facet: the docs version tag (e.g. `docs-default-current`), or `default` outside the docs. */
  docusaurus_tag: string;
  /** What kind of page: doc, post, page. */
  page_type: string;
  /** The page asked not to be used as an assistant source (search still finds it). */
  no_ai?: boolean;
  /** The section's code blocks, as written (only when the index was built with `codeTags`). */
  code?: string[];
}

/** The static file the build emits and the local provider fetches on first open. */
export interface SearchIndexFile {
  version: 1;
  records: SearchRecord[];
}

/** URL path of the local index as one file (every record), relative to the site's base URL. */
export const SEARCH_INDEX_PATH = '_sk/search-index.json';

/** URL path of the folder holding the sharded local index, relative to the site's base URL. */
export const SEARCH_SHARDS_PATH = '_sk/search/';

/**
 * URL path of the passages index (same format, sections with their code blocks and
 * admonitions, for answering questions), relative to the site's base URL.
 */
export const SEARCH_PASSAGES_PATH = '_sk/passages/';

/** The hierarchy levels a hit can carry. */
export type SearchLevel = keyof SearchHierarchy;

/** A highlighted attribute, as Algolia returns it: `value` is HTML with `<mark>` around matched words. */
export interface HighlightedValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

/** A snippeted attribute: a window of the text around the first match, as HTML. */
export interface SnippetValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
}

/**
 * A search result in DocSearch's hit shape: the record plus highlighted and
 * snippeted attributes (present for every non-null hierarchy level and the content).
 */
export interface SearchHit extends SearchRecord {
  _highlightResult: {
    hierarchy: Partial<Record<SearchLevel, HighlightedValue>>;
    content?: HighlightedValue;
  };
  _snippetResult: {
    hierarchy: Partial<Record<SearchLevel, SnippetValue>>;
    content?: SnippetValue;
  };
}
