import { readFileSync, statSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import type { ResolvedConfig } from '../config.js';
import type { ContentGraph } from '../content/graph.js';
import type { PageIndex } from './references.js';

/** The page index in the generated folder, for the Vite builds (other processes) and the dev server. */
export const PAGE_INDEX_FILE = 'page-index.json';

/** The file and URL of every authored page of the graph, the docs folders and the post previews. */
export function pageIndexOf(graph: ContentGraph, site: ResolvedConfig): PageIndex {
  const urls = new Map<string, string>();
  for (const route of graph.routes) if (route.contentFile) urls.set(route.contentFile, route.path);
  const roots = graph.config.docs ? [join(site.contentDir, 'docs')] : [];
  if (site.extraDocsDir) roots.push(site.extraDocsDir);
  return { urls, roots, origins: graph.previewOrigins };
}

interface StoredIndex {
  urls: Record<string, string>;
  roots: string[];
  origins: Record<string, string>;
}

/** Writes the index (paths relative to `rootDir`), leaving the file alone when it is unchanged. */
export async function writePageIndex(index: PageIndex, generatedDir: string, rootDir: string) {
  const rel = (path: string) => relative(rootDir, path).split('\\').join('/');
  const stored: StoredIndex = {
    urls: Object.fromEntries([...index.urls].map(([file, url]) => [rel(file), url])),
    roots: index.roots.map(rel),
    origins: Object.fromEntries([...index.origins].map(([from, to]) => [rel(from), rel(to)])),
  };
  const file = join(generatedDir, PAGE_INDEX_FILE);
  const text = `${JSON.stringify(stored, null, 1)}\n`;
  if ((await readFile(file, 'utf8').catch(() => null)) === text) return;
  await mkdir(generatedDir, { recursive: true });
  await writeFile(file, text);
}

/**
 * Reads the index written by `writePageIndex`, again whenever the file changes (the dev server
 * rewrites it when content changes); undefined while there is none.
 */
export function pageIndexReader(generatedDir: string, rootDir: string) {
  const file = join(generatedDir, PAGE_INDEX_FILE);
  let cached: { mtime: number; index: PageIndex } | undefined;
  const read = (): PageIndex | undefined => {
    const mtime = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
    if (mtime === undefined) return undefined;
    if (cached?.mtime === mtime) return cached.index;
    const stored = JSON.parse(readFileSync(file, 'utf8')) as StoredIndex;
    const abs = (path: string) => resolve(rootDir, path);
    const index: PageIndex = {
      urls: new Map(Object.entries(stored.urls).map(([path, url]) => [abs(path), url])),
      roots: stored.roots.map(abs),
      origins: new Map(Object.entries(stored.origins).map(([a, b]) => [abs(a), abs(b)])),
    };
    cached = { mtime, index };
    return index;
  };
  return Object.assign(read, { file });
}
