import { SearchUnavailableError } from './provider.js';
import type { SearchIndexFile } from './types.js';

/** The part of `fetch` the index readers use. */
export type IndexFetch = (
  url: string,
) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

/**
 * Fetches JSON; network failures, non-2xx answers and bad JSON become a
 * {@link SearchUnavailableError} naming `what` (e.g. `the search index at /x.json`).
 */
export async function fetchJson(
  url: string,
  fetchImpl: IndexFetch,
  what: string,
): Promise<unknown> {
  const What = what.charAt(0).toUpperCase() + what.slice(1);
  let response;
  try {
    response = await fetchImpl(url);
  } catch (error) {
    throw new SearchUnavailableError(`Could not fetch ${what}.`, { cause: error });
  }
  if (!response.ok) throw new SearchUnavailableError(`${What} answered ${response.status}.`);
  try {
    return await response.json();
  } catch (error) {
    throw new SearchUnavailableError(`${What} is not JSON.`, { cause: error });
  }
}

/** Fetches a local index file; network failures and non-2xx answers become a {@link SearchUnavailableError}. */
export async function fetchSearchIndex(
  url: string,
  fetchImpl: IndexFetch = globalThis.fetch,
): Promise<SearchIndexFile> {
  const file = (await fetchJson(url, fetchImpl, `the search index at ${url}`)) as SearchIndexFile;
  if (file?.version !== 1 || !Array.isArray(file.records)) {
    throw new SearchUnavailableError(`The file at ${url} is not a search index (version 1).`);
  }
  return file;
}
