import { describe, expect, it } from 'vitest';
import {
  groupByYear,
  listPagePath,
  paginate,
  postDateOf,
  postSlugOf,
  readingTimeOf,
  splitPreview,
} from './posts.js';

describe('posts', () => {
  it('reads date and slug from the file name unless frontmatter says otherwise', () => {
    expect(postDateOf('2021-02-11-1-1.mdx')).toBe('2021-02-11');
    expect(postDateOf('x.mdx', '2024-03-05')).toBe('2024-03-05');
    expect(postSlugOf('2021-02-11-1-1.mdx')).toBe('1-1');
    expect(postSlugOf('2021-02-11-x.mdx', '/custom/')).toBe('custom');
  });

  it('splits 25 posts into pages of 10, 10 and 5 with Docusaurus paths', () => {
    const pages = paginate(
      Array.from({ length: 25 }, (_, i) => i),
      10,
    );
    expect(pages.map((p) => p.length)).toEqual([10, 10, 5]);
    expect([1, 2, 3].map((n) => listPagePath('/blog', n))).toEqual([
      '/blog',
      '/blog/page/2',
      '/blog/page/3',
    ]);
  });

  it('cuts previews at the truncate marker', () => {
    expect(splitPreview('Intro\n\n{/* truncate */}\n\nRest')).toEqual({
      preview: 'Intro\n\n',
      truncated: true,
    });
    expect(splitPreview('No marker')).toEqual({ truncated: false });
  });

  it('groups by year, newest first', () => {
    const groups = groupByYear([
      { date: '2021-01-01' },
      { date: '2022-05-01' },
      { date: '2021-06-01' },
    ]);
    expect(groups.map((g) => [g.year, g.items.length])).toEqual([
      ['2022', 1],
      ['2021', 2],
    ]);
  });

  it('estimates reading time at 200 words a minute', () => {
    expect(readingTimeOf('word '.repeat(1000))).toBe(5);
    expect(readingTimeOf('short')).toBe(1);
  });
});
