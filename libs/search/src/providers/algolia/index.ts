import {
  resolveOptions,
  SearchUnavailableError,
  type SearchProvider,
} from '../../core/provider.js';
import type { SearchHit } from '../../core/types.js';

/** One request of a multi-index query, as Algolia's `search({ requests })` takes it. */
export interface AlgoliaSearchRequest {
  indexName: string;
  query: string;
  [parameter: string]: unknown;
}

/** The part of Algolia's lite client this provider uses (a fake one in tests). */
export interface AlgoliaLiteClient {
  search(params: { requests: AlgoliaSearchRequest[] }): Promise<{ results: unknown[] }>;
}

/** Creates a client, like `liteClient` from `algoliasearch/lite`. */
export type AlgoliaClientFactory = (appId: string, apiKey: string) => AlgoliaLiteClient;

/** Options of {@link createAlgoliaProvider}. */
export interface AlgoliaProviderOptions {
  appId: string;
  /** The public search-only key. */
  apiKey: string;
  indexName: string;
  /** Value of the `language` facet. @default 'en' */
  language?: string;
  /** The docs-version tag (`docusaurus_tag` facet), e.g. `docs-default-current`; pages outside the docs carry `default`. */
  version: string;
  /** Parameters merged into every request (they win over the defaults). */
  searchParameters?: Record<string, unknown>;
  /** Loads the client factory. @default a dynamic `import('algoliasearch/lite')`, so the default build has none of it */
  loadClient?: () => Promise<AlgoliaClientFactory>;
}

interface AlgoliaResult {
  hits?: SearchHit[];
  nbHits?: number;
}

const importLiteClient = async (): Promise<AlgoliaClientFactory> =>
  (await import('algoliasearch/lite')).liteClient as unknown as AlgoliaClientFactory;

const SNIPPETED = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'].map((l) => `hierarchy.${l}`);

/**
 * A provider querying a hosted DocSearch index. Facet filters pin the language and
 * the docs-version tag (contextual search off: the same filters on every page); the
 * client code loads and the client is created on first use.
 */
export function createAlgoliaProvider(options: AlgoliaProviderOptions): SearchProvider {
  const { appId, apiKey, indexName, language = 'en', version, searchParameters = {} } = options;
  const loadClient = options.loadClient ?? importLiteClient;
  let client: Promise<AlgoliaLiteClient> | undefined;
  const getClient = () =>
    (client ??= loadClient()
      .then((create) => create(appId, apiKey))
      .catch((error: unknown) => {
        client = undefined;
        throw new SearchUnavailableError('The search client could not be loaded.', {
          cause: error,
        });
      }));
  const facetFilters = [
    [`language:${language}`],
    ['docusaurus_tag:default', `docusaurus_tag:${version}`],
  ];

  return {
    name: indexName,
    poweredBy: 'algolia',
    async preload() {
      await getClient();
    },
    async search(query, searchOptions) {
      const { limit, offset, snippetWords } = resolveOptions(searchOptions);
      const request: AlgoliaSearchRequest = {
        indexName,
        query,
        facetFilters,
        hitsPerPage: limit,
        ...(offset > 0 ? { offset, length: limit } : {}),
        attributesToRetrieve: [
          'hierarchy',
          'content',
          'type',
          'url',
          'url_without_anchor',
          'anchor',
        ],
        attributesToSnippet: [
          ...SNIPPETED.map((a) => `${a}:${snippetWords}`),
          `content:${snippetWords}`,
        ],
        snippetEllipsisText: '…',
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
        ...searchParameters,
      };
      const c = await getClient();
      let results: unknown[];
      try {
        ({ results } = await c.search({ requests: [request] }));
      } catch (error) {
        throw new SearchUnavailableError('The search service could not be reached.', {
          cause: error,
        });
      }
      const result = (results[0] ?? {}) as AlgoliaResult;
      const hits = result.hits ?? [];
      return { query, hits, nbHits: result.nbHits ?? hits.length };
    },
  };
}
