import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { CollectionConfig, PostSummary, SiteConfig } from '@sitekit/content-model';
import { absoluteUrl, escapeHtml } from './html.js';
import { plainWriter, type OutputWriter } from './shared-output.js';

/** How many posts a feed carries. */
export const FEED_SIZE = 20;

/** RSS 2.0 of a collection's newest posts. */
export function rssFeed(
  config: SiteConfig,
  collection: CollectionConfig,
  posts: PostSummary[],
): string {
  const items = posts.slice(0, FEED_SIZE).map((p) => {
    const url = escapeHtml(absoluteUrl(config, p.path));
    return [
      '    <item>',
      `      <title>${escapeHtml(p.title)}</title>`,
      `      <link>${url}</link>`,
      `      <guid>${url}</guid>`,
      `      <pubDate>${new Date(p.date).toUTCString()}</pubDate>`,
      p.description ? `      <description>${escapeHtml(p.description)}</description>` : '',
      ...p.authors.map((a) => `      <dc:creator>${escapeHtml(a.name)}</dc:creator>`),
      '    </item>',
    ]
      .filter(Boolean)
      .join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeHtml(`${config.title} — ${collection.title}`)}</title>`,
    `    <link>${escapeHtml(absoluteUrl(config, collection.path))}</link>`,
    `    <description>${escapeHtml(collection.description || collection.title)}</description>`,
    '    <language>en</language>',
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** Atom 1.0 of a collection's newest posts. */
export function atomFeed(
  config: SiteConfig,
  collection: CollectionConfig,
  posts: PostSummary[],
): string {
  const self = absoluteUrl(config, `${collection.path}/atom.xml`);
  const updated = posts[0] ? new Date(posts[0].date).toISOString() : new Date(0).toISOString();
  const entries = posts.slice(0, FEED_SIZE).map((p) => {
    const url = escapeHtml(absoluteUrl(config, p.path));
    return [
      '  <entry>',
      `    <title>${escapeHtml(p.title)}</title>`,
      `    <id>${url}</id>`,
      `    <link href="${url}"/>`,
      `    <updated>${new Date(p.date).toISOString()}</updated>`,
      p.description ? `    <summary>${escapeHtml(p.description)}</summary>` : '',
      ...p.authors.map(
        (a) =>
          `    <author><name>${escapeHtml(a.name)}</name>${a.url ? `<uri>${escapeHtml(a.url)}</uri>` : ''}</author>`,
      ),
      '  </entry>',
    ]
      .filter(Boolean)
      .join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <title>${escapeHtml(`${config.title} — ${collection.title}`)}</title>`,
    `  <id>${escapeHtml(absoluteUrl(config, collection.path))}</id>`,
    `  <link rel="self" href="${escapeHtml(self)}"/>`,
    `  <link href="${escapeHtml(absoluteUrl(config, collection.path))}"/>`,
    `  <updated>${updated}</updated>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

/** Writes `rss.xml` and `atom.xml` under each collection's path. */
export async function writeFeeds(
  config: SiteConfig,
  posts: Map<string, { summary: PostSummary }[]>,
  distDir: string,
  write: OutputWriter = plainWriter,
) {
  for (const collection of config.collections) {
    const list = (posts.get(collection.id) ?? []).map((p) => p.summary);
    const dir = join(distDir, collection.path);
    await mkdir(dir, { recursive: true });
    await write(join(dir, 'rss.xml'), rssFeed(config, collection, list));
    await write(join(dir, 'atom.xml'), atomFeed(config, collection, list));
  }
}
