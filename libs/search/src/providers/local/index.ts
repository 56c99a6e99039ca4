import { SearchUnavailableError, type SearchProvider } from '../../core/provider.js';
import type { SearchIndexFile } from '../../core/types.js';
import type { LocalIndex } from './engine.js';
import { workerIndex, type WorkerLike } from './worker-client.js';

/** Where the local provider's index comes from. */
export type LocalProviderOptions = {
  /** @default 'local' */
  name?: string;
} & (
  | {
      /**
       * URL of the folder the build wrote the sharded index to (e.g. `${base}_sk/search/`):
       * a query loads only the files it needs.
       */
      indexUrl: string;
      /**
       * Starts a worker running the `@sitekit/search/worker` entry, so loading, parsing and
       * querying stay off the page's main thread. Without it (or if the worker fails to
       * start) the same engine runs in the calling thread.
       */
      createWorker?: () => WorkerLike;
    }
  | {
      /** Loads every record at once (e.g. `() => fetchSearchIndex(url)`); the index is built in memory. */
      fetchIndex: () => Promise<SearchIndexFile>;
    }
);

// The engine loads on first use, not with the page.
const importEngine = () => import('./engine.js');

/** An absolute URL, so a worker resolves it against the page and not against its own script. */
function absolute(url: string): string {
  const base = typeof location === 'undefined' ? undefined : location.href;
  try {
    return base ? new URL(url, base).href : url;
  } catch {
    return url;
  }
}

/**
 * A provider searching a static index: nothing loads until the first `preload()` or
 * `search()`; a failed load is retried on the next call.
 */
export function createLocalProvider(options: LocalProviderOptions): SearchProvider {
  const { name = 'local' } = options;
  let ready: Promise<LocalIndex> | undefined;
  const open = async (): Promise<LocalIndex> => {
    if ('fetchIndex' in options) {
      const [file, engine] = await Promise.all([options.fetchIndex(), importEngine()]);
      return engine.createLocalIndex(file.records);
    }
    const url = absolute(options.indexUrl);
    const inThread = async () => {
      const [engine, store] = await Promise.all([importEngine(), import('./store.js')]);
      return engine.createSearchEngine(store.fetchStore(url));
    };
    if (!options.createWorker) return inThread();
    // With a worker, the page loads only the client: the engine is the fallback's, if ever.
    let fallback: Promise<LocalIndex> | undefined;
    return workerIndex(options.createWorker, url, () => (fallback ??= inThread()));
  };
  const load = () =>
    (ready ??= open().catch((error: unknown) => {
      ready = undefined;
      throw error instanceof SearchUnavailableError
        ? error
        : new SearchUnavailableError('The search index could not be loaded.', { cause: error });
    }));
  const run = async <T>(task: (index: LocalIndex) => Promise<T>): Promise<T> => {
    try {
      return await task(await load());
    } catch (error) {
      throw error instanceof SearchUnavailableError
        ? error
        : new SearchUnavailableError('The search index could not be read.', { cause: error });
    }
  };
  return {
    name,
    preload: () => run((index) => index.preload()),
    search: (query, searchOptions) => run((index) => index.search(query, searchOptions)),
    suggest: (query, count) => run((index) => index.suggest(query, count)),
  };
}

export type { LocalIndex } from './engine.js';
export type { WorkerLike } from './worker-client.js';
