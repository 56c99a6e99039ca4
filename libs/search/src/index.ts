export { SEARCH_INDEX_PATH, SEARCH_PASSAGES_PATH, SEARCH_SHARDS_PATH } from './core/types.js';
export type {
  HighlightedValue,
  SearchHierarchy,
  SearchHit,
  SearchIndexFile,
  SearchLevel,
  SearchRecord,
  SearchRecordType,
  SnippetValue,
} from './core/types.js';
export {
  SearchUnavailableError,
  resolveOptions,
  type SearchOptions,
  type SearchProvider,
  type SearchResponse,
} from './core/provider.js';
export { fetchSearchIndex } from './core/fetch-index.js';
export { decorateHit, highlightText, snippetText, type WordMatcher } from './core/highlight.js';
export { bareText, camelParts, escapeHtml } from './core/text.js';
export { normalizeTerm, queryTerms, withinOneEdit } from './providers/local/terms.js';
export {
  createLocalProvider,
  type LocalProviderOptions,
  type WorkerLike,
} from './providers/local/index.js';
export { createLocalIndex, createSearchEngine, type LocalIndex } from './providers/local/engine.js';
export {
  fetchStore,
  memoryStore,
  type IndexStore,
  type StoreManifest,
  type StorePage,
} from './providers/local/store.js';
export {
  createAlgoliaProvider,
  type AlgoliaClientFactory,
  type AlgoliaLiteClient,
  type AlgoliaProviderOptions,
  type AlgoliaSearchRequest,
} from './providers/algolia/index.js';
export { createLazyProvider } from './core/lazy-provider.js';
