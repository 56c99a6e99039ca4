import { SearchUnavailableError } from './provider.js';
import type { SearchIndexFile } from './types.js';

type Fetch = (url: string) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

/** Fetches a local index file; network failures and non-2xx answers become a {@link SearchUnavailableError}. */
export async function fetchSearchIndex(
  url: string,
  fetchImpl: Fetch = globalThis.fetch,
): Promise<SearchIndexFile> {
  let response;
  try {
    response = await fetchImpl(url);
  } catch (error) {
    throw new SearchUnavailableError(`Could not fetch the search index at ${url}.`, {
      cause: error,
    });
  }
  if (!response.ok)
    throw new SearchUnavailableError(`The search index at ${url} answered ${response.status}.`);
  const file = (await response.json()) as SearchIndexFile;
  if (file?.version !== 1 || !Array.isArray(file.records)) {
    throw new SearchUnavailableError(`The file at ${url} is not a search index (version 1).`);
  }
  return file;
}
