import { expect, it } from 'vitest';
import { collectionConfigSchema, siteConfigSchema } from '@sitekit/content-model';
import { atomFeed, rssFeed } from '../src/feeds.js';

const config = siteConfigSchema.parse({
  title: 'Site',
  url: 'https://example.com',
  navbar: { logo: { alt: 'L', src: '/l.svg' }, items: [] },
  footer: { columns: [], copyright: '' },
});
const blog = collectionConfigSchema.parse({ id: 'blog', path: '/blog', title: 'Blog' });
const posts = [
  {
    title: 'B & C',
    path: '/blog/b',
    date: '2022-01-02',
    authors: [{ name: 'Ada' }],
    readingTime: 1,
    truncated: false,
    tags: [],
    description: 'Second',
  },
  {
    title: 'A',
    path: '/blog/a',
    date: '2021-01-01',
    authors: [],
    readingTime: 1,
    truncated: false,
    tags: [],
  },
];

it('writes an RSS feed with absolute links, escaped titles and dates', () => {
  const rss = rssFeed(config, blog, posts);
  expect(rss).toContain('<title>B &amp; C</title>');
  expect(rss).toContain('<link>https://example.com/blog/b</link>');
  expect(rss).toContain('<pubDate>Sun, 02 Jan 2022 00:00:00 GMT</pubDate>');
  expect(rss).toContain('<dc:creator>Ada</dc:creator>');
  expect(rss.match(/<item>/g)).toHaveLength(2);
});

it('writes an Atom feed updated at the newest post', () => {
  const atom = atomFeed(config, blog, posts);
  expect(atom).toContain('<updated>2022-01-02T00:00:00.000Z</updated>');
  expect(atom).toContain('<link rel="self" href="https://example.com/blog/atom.xml"/>');
  expect(atom.match(/<entry>/g)).toHaveLength(2);
});
