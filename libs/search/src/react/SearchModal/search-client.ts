import type { SearchProvider } from '../../core/provider.js';

interface ClientRequest {
  indexName?: string;
  query?: string;
  hitsPerPage?: number;
  params?: { query?: string; hitsPerPage?: number };
}

/** What the modal learns from each answer. */
export interface SearchReport {
  /** The provider answered `query` with `nbHits` hits in total. */
  onResults(query: string, nbHits: number): void;
  /** The provider failed for `query`. */
  onError(query: string, error: unknown): void;
}

/**
 * Replaces the `search` of DocSearch's client with the provider (DocSearch's
 * `transformSearchClient` seam). A failure answers "no hits" and is reported
 * instead of thrown: DocSearch's own error state is reset to idle right after
 * it is set (autocomplete-core), and a rejection would surface as an unhandled one.
 */
export function withProvider<C extends object>(
  client: C,
  provider: SearchProvider,
  report: SearchReport,
): C {
  const search = async ({ requests }: { requests: ClientRequest[] }) => {
    const results = await Promise.all(
      requests.map(async (request) => {
        const query = request.query ?? request.params?.query ?? '';
        const hitsPerPage = request.hitsPerPage ?? request.params?.hitsPerPage ?? 20;
        let hits: unknown[] = [];
        let nbHits = 0;
        try {
          ({ hits, nbHits } = await provider.search(query, { limit: hitsPerPage }));
          report.onResults(query, nbHits);
        } catch (error) {
          report.onError(query, error);
        }
        const nbPages = Math.ceil(nbHits / hitsPerPage);
        return {
          hits,
          nbHits,
          nbPages,
          page: 0,
          hitsPerPage,
          index: request.indexName,
          query,
          params: '',
          processingTimeMS: 0,
          exhaustiveNbHits: true,
        };
      }),
    );
    return { results };
  };
  return { ...client, search } as C;
}
