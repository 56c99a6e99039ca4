import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
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
} from '@sitekit/search/build';
import type { ContentGraph } from './content/graph.js';
import type { RenderedPage } from './links.js';

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

/** Builds the local search index from the prerendered pages and writes it to `dist/_sk/` (one file for the assistant, and sharded for search); prints its size. */
export async function writeSiteSearchIndex(
  graph: ContentGraph,
  rendered: readonly RenderedPage[],
  distDir: string,
) {
  const routes = new Map(graph.routes.map((r) => [r.path, r.info]));
  const pages: SearchPageInput[] = [];
  for (const page of rendered) {
    const info = routes.get(page.path);
    const meta = info && searchPageOf(info);
    if (meta) pages.push({ url: page.path, html: page.html, ...meta });
  }
  const noAi = new Set(graph.routes.filter((r) => r.info.head.noAi).map((r) => r.path));
  const records = buildSearchRecords(pages).map((r) =>
    noAi.has(r.url_without_anchor) ? { ...r, no_ai: true } : r,
  );
  const file = join(distDir, SEARCH_INDEX_PATH);
  const bytes = await writeSearchIndex(records, file);
  const gzipBytes = gzipSync(await readFile(file), { level: 9 }).length;
  // What the search modal loads: the manifest, then only the shards and fragments a query needs.
  const shards = await writeSearchShards(records, join(distDir, SEARCH_SHARDS_PATH));
  const manifest = shards.files.get('index.json') ?? 0;
  // What the assistant answers from: sections with their admonitions and code, longer text,
  // and no page that asked not to be an assistant source.
  const passages = buildSearchRecords(
    pages.filter((p) => !noAi.has(p.url)),
    { extract: passageExtractOptions, maxContentLength: 4000 },
  );
  const passageFiles = await writeSearchShards(passages, join(distDir, SEARCH_PASSAGES_PATH), {
    scoring: PASSAGE_SCORING,
  });
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(
    `  search index: ${records.length} records from ${pages.length} pages, ${kb(bytes)} (${kb(gzipBytes)} gzip); sharded: ${shards.files.size} files, manifest ${kb(manifest)}; passages: ${passages.length} in ${passageFiles.files.size} files`,
  );
  return { records: records.length, pages: pages.length, bytes, gzipBytes };
}
