/**
 * The browser half of the bench, driven from Node: opens a harness page in a fresh context
 * (empty HTTP cache), runs one cold search while counting every byte the page and its
 * workers receive, then times warm queries and checks relevance in the same page.
 */
import { HARNESS_BASE } from './harness-build.mjs';

/** Opens an engine's harness page; `requests` collects every request from the next reset on. */
export async function openHarness(browser, origin, engine) {
  const context = await browser.newContext();
  const requests = [];
  context.on('request', (request) => requests.push(request));
  const page = await context.newPage();
  await page.goto(`${origin}${HARNESS_BASE}${engine}.html`, { waitUntil: 'load' });
  await page.waitForFunction(() => globalThis.bench !== undefined);
  // The page's own HTML and script are not the search's.
  requests.length = 0;
  return { context, page, requests };
}

/** Bytes on the wire (headers and compressed body) of finished requests. */
async function wireBytes(requests) {
  let bytes = 0;
  for (const request of requests) {
    const sizes = await request.sizes();
    bytes += sizes.responseHeadersSize + sizes.responseBodySize;
  }
  return bytes;
}

/** The first search of a fresh page: time, longest main-thread task, bytes and files loaded. */
export async function coldSearch(harness, query, limit) {
  const result = await harness.page.evaluate(
    ([q, n]) => globalThis.bench.cold(q, n),
    [query, limit],
  );
  const requests = [...harness.requests];
  return {
    ms: result.ms,
    // Chromium reports tasks over 50 ms; under that, the timer chain's longest gap stands in.
    longTask: result.longTask > 0 ? result.longTask : result.heartbeatGap,
    heartbeatGap: result.heartbeatGap,
    bytes: await wireBytes(requests),
    files: requests.map((r) => new URL(r.url()).pathname),
    results: result.results,
  };
}

/** Milliseconds of each query, run one after the other as a reader types them. */
export async function timeQueries(harness, queries, limit) {
  const times = [];
  for (const query of queries)
    times.push(
      await harness.page.evaluate(([q, n]) => globalThis.bench.time(q, n), [query, limit]),
    );
  return times;
}

/** `/docs/x/`, `/docs/x#a`, `http://host/docs/x/index.html` → `/docs/x`. */
export function pageOf(url) {
  const path = new URL(url, 'http://x').pathname
    .replace(/\/index\.html$/, '/')
    .replace(/\.html$/, '');
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** How many cases find their page first (hit@1) and among the first three pages (hit@3). */
export async function relevance(harness, cases) {
  let hit1 = 0;
  let hit3 = 0;
  const misses = [];
  for (const { query, page } of cases) {
    const pages = (
      await harness.page.evaluate(([q, n]) => globalThis.bench.pages(q, n), [query, 3])
    ).map(pageOf);
    if (pages[0] === page) hit1++;
    if (pages.includes(page)) hit3++;
    else misses.push({ query, page, got: pages[0] });
  }
  return { hit1, hit3, total: cases.length, misses };
}
