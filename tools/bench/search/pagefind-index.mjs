/**
 * Indexes the built pages with Pagefind 1.6 (the local search Starlight ships) into a folder
 * outside dist/: the same pages our index holds, and within each page the same region,
 * `<main>`. Pagefind runs with its defaults otherwise, as Starlight runs it.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import * as pagefind from 'pagefind';
import { htmlFileOf, indexedRoutes } from './indexed-pages.mjs';

const check = (what, errors) => {
  if (errors?.length) throw new Error(`Pagefind ${what}: ${errors.join('; ')}`);
};

/**
 * Writes the Pagefind bundle to `<outDir>/pagefind` and resolves with that folder, the page
 * count and the seconds indexing took (reading the pages, indexing, writing the files).
 */
export async function buildPagefindIndex({ distDir, outDir }) {
  const bundle = join(outDir, 'pagefind');
  rmSync(bundle, { recursive: true, force: true });
  const routes = indexedRoutes(distDir);
  const started = performance.now();
  const { index, errors } = await pagefind.createIndex({ rootSelector: 'main' });
  check('createIndex', errors);
  try {
    for (const route of routes) {
      const content = readFileSync(htmlFileOf(distDir, route), 'utf8');
      // The URL our server answers, so a fragment's link opens the page.
      const added = await index.addHTMLFile({ url: route, content });
      check(`indexing ${route}`, added.errors);
    }
    check('writeFiles', (await index.writeFiles({ outputPath: bundle })).errors);
  } finally {
    await pagefind.close();
  }
  return { dir: bundle, pages: routes.length, seconds: (performance.now() - started) / 1000 };
}
