/* global Worker, SITEKIT_WORKER_URL */
/**
 * The adapter: the one place that knows how the bench creates our search provider. While
 * the build writes the single-file index, the provider loads it on the main thread; once
 * the sharded index and the `@sitekit/search/worker` entry exist, the harness build defines
 * SITEKIT_WORKER_URL and the provider runs in a Web Worker (see harness-build.mjs).
 */

/** URL of the bundled worker entry, or null when there is none (defined by esbuild). */
const workerUrl = SITEKIT_WORKER_URL;

/** Creates the provider exactly as the site would: its code loads now, not with the page. */
export async function createSitekitProvider() {
  const { createLocalProvider } = await import('@sitekit/search/providers');
  if (workerUrl)
    return createLocalProvider({
      indexUrl: '/_sk/search/',
      createWorker: () => new Worker(workerUrl, { type: 'module' }),
    });
  const { fetchSearchIndex } = await import('@sitekit/search');
  return createLocalProvider({ fetchIndex: () => fetchSearchIndex('/_sk/search-index.json') });
}
