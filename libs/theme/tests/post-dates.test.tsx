import { afterEach, expect, it } from 'vitest';
import type { ArchivePageData, PostSummary } from '@sitekit/content-model';
import { PostHeader } from '../src/shell/BlogPost/PostHeader.js';
import { BlogArchive } from '../src/shell/BlogArchive/index.js';
import { render } from './render.js';

afterEach(() => {
  document.body.innerHTML = '';
});

const post: PostSummary = {
  title: 'Hello',
  path: '/blog/hello',
  date: '2024-05-01',
  authors: [],
  readingTime: 1,
  truncated: false,
  tags: [],
};
const archive: ArchivePageData = {
  kind: 'archive',
  collection: { id: 'blog', path: '/blog', title: 'Blog', sidebarTitle: 'Recent', recent: [] },
  years: [{ year: '2024', posts: [post] }],
};
const japanese = { i18n: { locales: { en: { calendar: 'japanese' } } } };
const dates = (container: HTMLElement) =>
  [...container.querySelectorAll('time')].map((t) => t.textContent);

it("dates posts in the locale's calendar", () => {
  expect(dates(render(<PostHeader post={post} />).container)).toEqual(['May 1, 2024']);
  expect(dates(render(<PostHeader post={post} />, japanese).container)).toEqual(['May 1, 6 Reiwa']);
});

it("dates the archive's entries in the locale's language", () => {
  expect(dates(render(<BlogArchive title="Archive" data={archive} />).container)).toEqual([
    'May 1',
  ]);
  const french = { i18n: { locales: { en: { htmlLang: 'fr' } } } };
  expect(dates(render(<BlogArchive title="Archive" data={archive} />, french).container)).toEqual([
    '1 mai',
  ]);
});
