/**
 * The pages our local search indexes, so Pagefind is given exactly the same ones: read from
 * the index the build wrote, or (for an index format this file does not know) every built
 * page but the listings and utility pages our indexer skips.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Routes the search indexer leaves out: error, search and assistant pages, and listings. */
const NOT_INDEXED =
  /^\/(?:404|search|ai-embed|blog|learn|success-stories)$|^\/[^/]+\/archive$|^\/blog\/page\/\d+$/;

/** Clean routes of every built HTML page (`docs/x/index.html` → `/docs/x`, `404.html` → `/404`). */
function htmlRoutes(distDir, dir = distDir, routes = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) htmlRoutes(distDir, path, routes);
    else if (entry.name.endsWith('.html')) {
      const file = relative(distDir, path).split(sep).join('/');
      routes.push(`/${file.replace(/(?:^|\/)index\.html$|\.html$/, '')}`);
    }
  }
  return routes;
}

/** The pages the indexer would take from a build: every page but {@link NOT_INDEXED}. */
export const pagesToIndex = (distDir) =>
  htmlRoutes(distDir)
    .filter((route) => !NOT_INDEXED.test(route))
    .sort();

/** Clean routes (`/docs/x`, `/`) of the pages in our search index, sorted. */
export function indexedRoutes(distDir) {
  const legacy = join(distDir, '_sk/search-index.json');
  if (existsSync(legacy)) {
    const { records } = JSON.parse(readFileSync(legacy, 'utf8'));
    return [...new Set(records.map((r) => r.url_without_anchor))].sort();
  }
  return pagesToIndex(distDir);
}

/** The built HTML file of a clean route. */
export const htmlFileOf = (distDir, route) =>
  route === '/' ? join(distDir, 'index.html') : join(distDir, route.slice(1), 'index.html');
