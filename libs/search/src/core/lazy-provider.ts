import type { SearchOptions, SearchProvider, SearchResponse } from './provider.js';

/**
 * A provider whose implementation loads on first use (first preload or query), so
 * a page carries only this small shell until a reader opens search.
 */
export function createLazyProvider(options: {
  name: string;
  poweredBy?: 'algolia';
  load: () => Promise<SearchProvider>;
}): SearchProvider {
  let loading: Promise<SearchProvider> | undefined;
  const get = () => {
    loading ??= options.load();
    loading.catch(() => (loading = undefined));
    return loading;
  };
  return {
    name: options.name,
    ...(options.poweredBy ? { poweredBy: options.poweredBy } : {}),
    preload: async () => (await get()).preload(),
    search: async (query: string, searchOptions?: SearchOptions): Promise<SearchResponse> =>
      (await get()).search(query, searchOptions),
    // Whether the loaded provider can suggest is known only once it is there.
    suggest: async (query: string, count?: number): Promise<string[]> =>
      (await (await get()).suggest?.(query, count)) ?? [],
  };
}
