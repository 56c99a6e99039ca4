import { SearchUnavailableError, type SearchProvider } from '../../core/provider.js';
import type { SearchIndexFile } from '../../core/types.js';
import type { LocalIndex, MiniSearchClass } from './engine.js';

/** Options of {@link createLocalProvider}. */
export interface LocalProviderOptions {
  /** Loads the index file (e.g. `() => fetchSearchIndex(base + SEARCH_INDEX_PATH)`); called on first use only. */
  fetchIndex: () => Promise<SearchIndexFile>;
  /** Loads MiniSearch. @default a dynamic `import('minisearch')`, so it stays out of the page's first JavaScript */
  loadMiniSearch?: () => Promise<MiniSearchClass>;
  /** @default 'local' */
  name?: string;
}

const importMiniSearch = async (): Promise<MiniSearchClass> => (await import('minisearch')).default;
// The ranking and highlighting code loads with the index, not with the page.
const importEngine = () => import('./engine.js');

/**
 * A provider searching a static index in the browser: nothing loads until the first
 * `preload()` or `search()`; a failed fetch is retried on the next call.
 */
export function createLocalProvider(options: LocalProviderOptions): SearchProvider {
  const { fetchIndex, loadMiniSearch = importMiniSearch, name = 'local' } = options;
  let ready: Promise<LocalIndex> | undefined;
  const load = () =>
    (ready ??= Promise.all([fetchIndex(), loadMiniSearch(), importEngine()])
      .then(([file, MiniSearch, engine]) => engine.createLocalIndex(file.records, MiniSearch))
      .catch((error: unknown) => {
        ready = undefined;
        throw error instanceof SearchUnavailableError
          ? error
          : new SearchUnavailableError('The search index could not be loaded.', { cause: error });
      }));
  return {
    name,
    async preload() {
      await load();
    },
    async search(query, searchOptions) {
      return (await load()).search(query, searchOptions);
    },
    async suggest(query, count) {
      return (await load()).suggest(query, count);
    },
  };
}

export type { LocalIndex, MiniSearchClass } from './engine.js';
