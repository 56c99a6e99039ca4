import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RouteInfo } from '@sitekit/content-model';
import {
  buildSearchRecords,
  passageExtractOptions,
  PASSAGE_SCORING,
  SEARCH_INDEX_PATH,
  SEARCH_PASSAGES_PATH,
  SEARCH_SHARDS_PATH,
  writeSearchIndex,
  writeSearchShards,
  type SearchPageInput,
  type SearchRecord,
} from '@sitekit/search/build';
import type { ContentGraph } from './content/graph.js';
import { hashOf, hashTree, keepOnly } from './incremental/hash.js';
import type { RenderedPage } from './links.js';
import { linkOrCopy } from './publish.js';

/** Routes that are not search results: the not-found and search pages, lists that repeat their posts, bare embeds. */
const SKIPPED_PATHS = new Set(['/404', '/search']);

/** The search facets and hierarchy root of a route, or null when it is not indexed. */
export function searchPageOf(info: RouteInfo): Omit<SearchPageInput, 'url' | 'html'> | null {
  const { data, head } = info;
  if (SKIPPED_PATHS.has(info.path) || head.noIndex) return null;
  switch (data.kind) {
    case 'doc':
      return {
        lvl0: data.crumbs[0]?.label ?? 'Docs',
        pageType: 'doc',
        docusaurusTag: 'docs-default-current',
        title: head.title,
      };
    case 'post':
      return {
        lvl0: data.collection.title,
        pageType: 'post',
        docusaurusTag: 'default',
        title: head.title,
      };
    case 'page':
      return data.bare
        ? null
        : { lvl0: 'Pages', pageType: 'page', docusaurusTag: 'default', title: head.title };
    default:
      // post-list and archive pages only repeat their posts' previews.
      return null;
  }
}

/** The search index's files, relative to the output folder. */
const SEARCH_FILES = [SEARCH_INDEX_PATH, SEARCH_SHARDS_PATH, SEARCH_PASSAGES_PATH];

/** A hash of the code that writes the index (the search package's build and format). */
let codeHash: Promise<string> | undefined;
const searchCodeHash = () =>
  (codeHash ??= (async () => {
    const entry = fileURLToPath(import.meta.resolve('@sitekit/search/build'));
    // The package's source or published folder: its build and the index format it writes.
    return hashTree(dirname(dirname(entry)));
  })());

/** Hard-links the published index's files into `distDir`; false when one is missing. */
async function linkSearchFiles(publishedDir: string, distDir: string): Promise<boolean> {
  for (const path of SEARCH_FILES) if (!existsSync(join(publishedDir, path))) return false;
  for (const path of SEARCH_FILES) {
    const from = join(publishedDir, path);
    const names = (await stat(from)).isDirectory()
      ? (await readdir(from)).filter((n) => !/\.(br|gz)$/.test(n)).map((n) => join(path, n))
      : [path];
    for (const name of names) {
      await mkdir(dirname(join(distDir, name)), { recursive: true });
      await linkOrCopy(join(publishedDir, name), join(distDir, name));
    }
  }
  return true;
}

interface PageRecords {
  records: SearchRecord[];
  passages: SearchRecord[];
}

/**
 * Each page's search records, and its passages for the assistant (none for a page that asked
 * not to be an assistant source). With `cacheDir`, a page's are kept there by its `key` (a
 * hash of the page and the search code), so only changed pages are read again.
 */
async function recordsOf(
  pages: readonly { page: SearchPageInput; ai: boolean; key: string }[],
  cacheDir: string | undefined,
): Promise<PageRecords[]> {
  const names = new Set<string>();
  if (cacheDir) await mkdir(cacheDir, { recursive: true });
  const result = await Promise.all(
    pages.map(async ({ page, ai, key }) => {
      const name = `${key.slice(0, 32)}.json`;
      names.add(name);
      const file = cacheDir && join(cacheDir, name);
      const kept = file && (await readFile(file, 'utf8').catch(() => undefined));
      if (kept) return JSON.parse(kept) as PageRecords;
      const made: PageRecords = {
        records: buildSearchRecords([page]).map((r) => (ai ? r : { ...r, no_ai: true })),
        passages: ai
          ? buildSearchRecords([page], { extract: passageExtractOptions, maxContentLength: 4000 })
          : [],
      };
      if (file) await writeFile(file, JSON.stringify(made));
      return made;
    }),
  );
  if (cacheDir) await keepOnly(cacheDir, names);
  return result;
}

/**
 * Builds the local search index from the prerendered pages and writes it to `dist/_sk/` (one
 * file of every record, sharded for search, and passages for the assistant); prints its size.
 * When the pages and the index's code are those the published build's index was made from
 * (`reuseFrom.key`), its files are linked instead; otherwise unchanged pages' records come
 * from `cacheDir`. Returns the key of this index's inputs.
 */
export async function writeSiteSearchIndex(
  graph: ContentGraph,
  rendered: readonly RenderedPage[],
  distDir: string,
  reuseFrom?: { dir: string; key: string | undefined },
  cacheDir?: string,
): Promise<{ key: string }> {
  const routes = new Map(graph.routes.map((r) => [r.path, r.info]));
  const pages: { page: SearchPageInput; renderKey: string | undefined }[] = [];
  for (const { path, html, renderKey } of rendered) {
    const info = routes.get(path);
    const meta = info && searchPageOf(info);
    if (meta) pages.push({ page: { url: path, html, ...meta }, renderKey });
  }
  const noAi = new Set(graph.routes.filter((r) => r.info.head.noAi).map((r) => r.path));
  // Each page hashed once: its key names its kept records, and the keys make the index's. Its
  // HTML is known by its render's key where it has one (hashing every page's HTML took 0.2 s).
  const code = await searchCodeHash();
  const keyed = pages.map(({ page, renderKey }) => {
    const ai = !noAi.has(page.url);
    const content = renderKey ? { ...page, html: `render ${renderKey}` } : page;
    return { page, ai, key: hashOf(code, String(ai), JSON.stringify(content)) };
  });
  const key = hashOf(code, ...keyed.map((p) => p.key));
  if (reuseFrom?.key === key && (await linkSearchFiles(reuseFrom.dir, distDir))) {
    console.log('  search index: reused the published one (its pages are unchanged)');
    return { key };
  }
  const perPage = await recordsOf(keyed, cacheDir);
  const records = perPage.flatMap((p) => p.records);
  // Its compressed size is precompress's to find (compressing 8 MB for a log line cost 0.2 s).
  const bytes = await writeSearchIndex(records, join(distDir, SEARCH_INDEX_PATH));
  // What the search modal loads: the manifest, then only the shards and fragments a query needs.
  // Content-named files the published index has are linked from it (precompress then knows them).
  const linkFrom = (path: string) => (reuseFrom ? { linkFrom: join(reuseFrom.dir, path) } : {});
  const shards = await writeSearchShards(
    records,
    join(distDir, SEARCH_SHARDS_PATH),
    linkFrom(SEARCH_SHARDS_PATH),
  );
  const manifest = shards.files.get('index.json') ?? 0;
  // What the assistant answers from: sections with their admonitions and code, longer text,
  // and no page that asked not to be an assistant source.
  const passages = perPage.flatMap((p) => p.passages);
  const passageFiles = await writeSearchShards(passages, join(distDir, SEARCH_PASSAGES_PATH), {
    scoring: PASSAGE_SCORING,
    ...linkFrom(SEARCH_PASSAGES_PATH),
  });
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(
    `  search index: ${records.length} records from ${keyed.length} pages, ${kb(bytes)}; sharded: ${shards.files.size} files, manifest ${kb(manifest)}; passages: ${passages.length} in ${passageFiles.files.size} files`,
  );
  return { key };
}
