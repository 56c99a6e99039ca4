/**
 * Issue #17's side-by-side: our local search and Pagefind 1.6 (the local search Starlight
 * ships), measured in Chromium on the same built pages. Pagefind indexes the pages our
 * index holds; both engines are served on 127.0.0.1 beside dist/ and searched from a blank
 * harness page in fresh browser contexts (see measure.mjs for what each figure counts).
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumFlags, findChromium } from '../../chromium.mjs';
import { buildHarness, HARNESS_BASE } from './harness-build.mjs';
import { coldSearch, openHarness, relevance, timeQueries } from './measure.mjs';
import { buildPagefindIndex } from './pagefind-index.mjs';
import { relevanceSet, typedQueries } from './queries.mjs';
import { startBenchServer } from './server.mjs';

export { formatSideBySide, sideBySideRows } from './format.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const ENGINES = ['sitekit', 'pagefind'];
/** Results a search box shows first. */
const LIMIT = 5;

const median = (values) => quantile(values, 0.5);
function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

/**
 * Indexes dist/ with Pagefind, runs `runs` cold searches per engine (each in a fresh
 * context, engines alternating), then warm queries and the relevance set in the last
 * context, and resolves with each engine's figures.
 */
export async function benchSearchSideBySide({
  distDir,
  port = 0,
  runs = 5,
  workDir = join(root, 'tmp/bench-search'),
  coldQuery = relevanceSet[0].query,
}) {
  const index = await buildPagefindIndex({ distDir, outDir: workDir });
  const harnessDir = join(workDir, 'harness');
  const { worker } = await buildHarness({ distDir, outDir: harnessDir });
  const server = await startBenchServer({
    distDir,
    port,
    mounts: { [HARNESS_BASE]: harnessDir, '/pagefind/': index.dir },
  });
  const origin = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumFlags });
  const cold = Object.fromEntries(ENGINES.map((engine) => [engine, []]));
  const figures = {};
  try {
    for (let run = 0; run < runs; run++) {
      for (const engine of ENGINES) {
        const harness = await openHarness(browser, origin, engine);
        cold[engine].push(await coldSearch(harness, coldQuery, LIMIT));
        if (cold[engine].at(-1).results.length === 0)
          throw new Error(`${engine} found nothing for "${coldQuery}"`);
        if (run === runs - 1) {
          const times = await timeQueries(harness, typedQueries(), LIMIT);
          figures[engine] = {
            queries: {
              count: times.length,
              p50: quantile(times, 0.5),
              p95: quantile(times, 0.95),
            },
            relevance: await relevance(harness, relevanceSet),
          };
        }
        await harness.context.close();
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
  for (const engine of ENGINES) {
    const samples = cold[engine];
    figures[engine].cold = {
      runs: samples.length,
      ms: median(samples.map((s) => s.ms)),
      longTask: median(samples.map((s) => s.longTask)),
      heartbeatGap: median(samples.map((s) => s.heartbeatGap)),
      bytes: median(samples.map((s) => s.bytes)),
      files: median(samples.map((s) => s.files.length)),
      // Per run, for the JSON: time, both readings of the longest task, the files loaded.
      samples: samples.map((sample) => ({ ...sample, results: undefined })),
    };
  }
  figures.sitekit.worker = worker;
  figures.pagefind.index = index;
  return figures;
}
