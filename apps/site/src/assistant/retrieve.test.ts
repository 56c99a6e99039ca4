import { describe, expect, it } from 'vitest';
import type { SearchRecord } from '@sitekit/search';
import { citationsFrom, MAX_QUOTE, quote, sectionTitle } from './retrieve';

function record(url: string, content: string | null, lvl2: string | null = null): SearchRecord {
  const [page, anchor = null] = url.split('#');
  return {
    objectID: url + (content ?? ''),
    url,
    url_without_anchor: page!,
    anchor,
    type: content ? 'content' : lvl2 ? 'lvl2' : 'lvl1',
    hierarchy: {
      lvl0: 'Docs',
      lvl1: `Title of ${page}`,
      lvl2,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    content,
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    page_type: 'doc',
  };
}

describe('quote', () => {
  it('keeps short text and cuts long text at a word, within the limit', () => {
    expect(quote('  short\n text ')).toBe('short text');
    const long = 'word '.repeat(100);
    const cut = quote(long);
    expect(cut.length).toBeLessThanOrEqual(MAX_QUOTE);
    expect(cut.endsWith('word…')).toBe(true);
  });
});

describe('sectionTitle', () => {
  it('names the page and its deepest heading', () => {
    expect(sectionTitle(record('/docs/spring#config', 'x', 'Config'))).toBe(
      'Title of /docs/spring › Config',
    );
    expect(sectionTitle(record('/docs/spring', 'x'))).toBe('Title of /docs/spring');
  });
});

describe('citationsFrom', () => {
  it('gives one citation per section, best first, quoting the first text found for it', () => {
    const citations = citationsFrom([
      record('/docs/spring#config', null, 'Config'),
      record('/docs/spring#config', 'First paragraph.', 'Config'),
      record('/docs/spring#config', 'Second paragraph.', 'Config'),
      record('/docs/timing', 'Timing text.'),
    ]);
    expect(citations).toEqual([
      {
        url: '/docs/spring#config',
        title: 'Title of /docs/spring › Config',
        quote: 'First paragraph.',
      },
      { url: '/docs/timing', title: 'Title of /docs/timing', quote: 'Timing text.' },
    ]);
  });

  it('puts sections with a passage before bare headings and cites at most five', () => {
    const ranked = [
      record('/docs/a#h', null, 'H'),
      ...['b', 'c', 'd', 'e', 'f', 'g'].map((p) => record(`/docs/${p}`, `text ${p}`)),
    ];
    const citations = citationsFrom(ranked);
    expect(citations).toHaveLength(5);
    expect(citations.map((c) => c.url)).toEqual([
      '/docs/b',
      '/docs/c',
      '/docs/d',
      '/docs/e',
      '/docs/f',
    ]);
  });

  it('never cites a page the site excludes (no_ai), with or without a trailing slash', () => {
    const citations = citationsFrom(
      [record('/docs/secret/', 'hidden'), record('/docs/open', 'shown')],
      {
        excluded: new Set(['/docs/secret']),
      },
    );
    expect(citations.map((c) => c.url)).toEqual(['/docs/open']);
  });
});

it('cites a pinned page first even when it has no passage of its own', () => {
  const record = (url: string, content?: string) =>
    ({
      url,
      url_without_anchor: url.split('#')[0]!,
      type: content ? 'content' : 'lvl1',
      hierarchy: {
        lvl0: 'Docs',
        lvl1: url,
        lvl2: null,
        lvl3: null,
        lvl4: null,
        lvl5: null,
        lvl6: null,
      },
      ...(content ? { content } : {}),
    }) as unknown as Parameters<typeof citationsFrom>[0][number];
  const ranked = [
    record('/docs/spring'),
    ...['a', 'b', 'c', 'd', 'e'].map((x) => record(`/docs/${x}`, `About ${x}.`)),
  ];
  expect(citationsFrom(ranked).map((c) => c.url)).not.toContain('/docs/spring');
  expect(citationsFrom(ranked, { pinned: new Set(['/docs/spring']) })[0]!.url).toBe('/docs/spring');
});
