import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { ContentGraph } from './content/graph.js';
import { absoluteUrl, escapeHtml } from './html.js';
import { plainWriter, type OutputWriter } from './shared-output.js';

/** URL prefix of the full sidebars (fetched when a reader expands a pruned branch). */
export const SIDEBARS_URL = '/_sk/sidebars/';

/** Writes the full sidebars as JSON, sitemap.xml (indexable pages only) and robots.txt. */
export async function writeSiteFiles(
  graph: ContentGraph,
  distDir: string,
  write: OutputWriter = plainWriter,
) {
  const dir = join(distDir, SIDEBARS_URL);
  await mkdir(dir, { recursive: true });
  await Promise.all(
    Object.entries(graph.sidebars).map(([name, items]) =>
      write(join(dir, `${name}.json`), JSON.stringify(items)),
    ),
  );
  const urls = graph.routes
    // Pages kept out of search engines (the not-found page, unlisted docs) are not listed either.
    .filter((r) => r.path !== '/404' && !r.info.head.noIndex)
    .map((r) => `  <url><loc>${escapeHtml(absoluteUrl(graph.config, r.path))}</loc></url>`)
    .join('\n');
  await write(
    join(distDir, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
  );
  await write(
    join(distDir, 'robots.txt'),
    `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(graph.config, '/sitemap.xml')}\n`,
  );
}
