/**
 * Builds the two harness pages into `<outDir>`: a blank HTML page per engine whose only
 * script waits for the bench. Our engine is bundled with esbuild from the libraries' sources
 * (code split, so the provider loads at the first search, as on the site); the worker entry,
 * when the library has one and the build wrote the sharded index, is bundled to its own file.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
/** Where the harness is served from. */
export const HARNESS_BASE = '/__bench/';

const common = {
  bundle: true,
  format: 'esm',
  splitting: true,
  minify: true,
  target: 'es2022',
  conditions: ['@sitekit/source'],
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
};

/** Whether `@sitekit/search` has a `./worker` entry and the build wrote the sharded index. */
function hasWorker(distDir) {
  const manifest = JSON.parse(
    readFileSync(join(here, '../../../node_modules/@sitekit/search/package.json'), 'utf8'),
  );
  return Boolean(manifest.exports?.['./worker']) && existsSync(join(distDir, '_sk/search'));
}

const page = (title, script) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>` +
  // No favicon request to mistake for the search's.
  `<link rel="icon" href="data:,"></head>` +
  `<body><script type="module" src="${HARNESS_BASE}${script}"></script></body></html>\n`;

/** Resolves with whether our provider runs in a worker. */
export async function buildHarness({ distDir, outDir }) {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const worker = hasWorker(distDir);
  if (worker)
    await build({
      ...common,
      entryPoints: { 'sitekit-worker': '@sitekit/search/worker' },
      outdir: join(outDir, 'worker'),
    });
  await build({
    ...common,
    entryPoints: {
      sitekit: join(here, 'page/sitekit.js'),
      pagefind: join(here, 'page/pagefind.js'),
    },
    outdir: outDir,
    external: ['/pagefind/*'],
    define: {
      ...common.define,
      SITEKIT_WORKER_URL: JSON.stringify(worker ? `${HARNESS_BASE}worker/sitekit-worker.js` : null),
    },
  });
  writeFileSync(join(outDir, 'sitekit.html'), page('sitekit search', 'sitekit.js'));
  writeFileSync(join(outDir, 'pagefind.html'), page('Pagefind search', 'pagefind.js'));
  return { worker };
}
