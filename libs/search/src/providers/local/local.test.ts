// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { SearchUnavailableError } from '../../core/provider.js';
import { fixtureRecords } from '../../../tests/support/fixture.js';
import { createLocalIndex } from './engine.js';
import { createLocalProvider } from './index.js';

const index = createLocalIndex(fixtureRecords());
const top = async (query: string) => (await index.search(query)).hits[0];

describe('ranking', () => {
  it.each([
    ['interpolate', '/docs/interpolate'],
    ['interpolate()', '/docs/interpolate'],
    ['interp', '/docs/interpolate'],
    ['interpolat', '/docs/interpolate'],
    ['interpolte', '/docs/interpolate'],
    ['interpolateColors', '/docs/interpolate-colors'],
    ['player', '/docs/player/player'],
    ['<Player>', '/docs/player/player'],
    ['remotion player', '/docs/player'],
    ['useCurrentFrame', '/docs/use-current-frame'],
    ['use current frame', '/docs/use-current-frame'],
    ['spring', '/docs/spring'],
    ['sprng', '/docs/spring'],
    ['easing', '/docs/easing'],
    ['zebra', '/docs/long'],
    // The URL's name counts like the title: a reader typing it wants that page.
    ['transitioning', '/docs/transitioning'],
  ])('%s → %s', async (query, url) => {
    const hit = await top(query);
    expect(hit?.url_without_anchor).toBe(url);
    expect(hit?.type).toBe(url === '/docs/long' ? 'content' : 'lvl1');
  });

  it('ranks an exact title above pages that repeat the word in their text', async () => {
    const urls = (await index.search('interpolate')).hits.map((h) => h.url_without_anchor);
    expect(urls.indexOf('/docs/interpolate')).toBe(0);
    expect(urls).toContain('/docs/animating-properties');
  });

  it('lists the other player page right after the exact one', async () => {
    const lvl1 = (await index.search('player')).hits
      .filter((h) => h.type === 'lvl1')
      .map((h) => h.url);
    expect(lvl1.slice(0, 2)).toEqual(['/docs/player/player', '/docs/player']);
  });

  it('falls back to any-word matching when no record has every word', async () => {
    expect((await top('spring xylophone'))?.url_without_anchor).toBe('/docs/spring');
  });
});

describe('hits', () => {
  it('escapes HTML and marks matched words in highlight and snippet results', async () => {
    const hit = (await top('player'))!;
    expect(hit._highlightResult.hierarchy.lvl1).toEqual({
      value: '&lt;<mark>Player</mark>&gt;',
      matchLevel: 'full',
      matchedWords: ['player'],
    });
    expect(hit._snippetResult.hierarchy.lvl1?.value).toBe('&lt;<mark>Player</mark>&gt;');
    expect(hit._snippetResult.hierarchy.lvl0?.value).toBe('<mark>Player</mark>');
  });

  it('snippets long content around the first match, with ellipses', async () => {
    const hit = (await top('zebra'))!;
    const snippet = hit._snippetResult.content!.value;
    expect(snippet).toMatch(/^….*<mark>zebra<\/mark>.*…$/);
    expect(snippet.split(' ').length).toBeLessThanOrEqual(16);
    const wide = await index.search('zebra', { snippetWords: 40 });
    expect(wide.hits[0]!._snippetResult.content!.value.split(' ').length).toBeGreaterThan(30);
  });

  it('marks camelCase words when one of their parts matched', async () => {
    const hit = (await top('frame'))!;
    expect(hit.url_without_anchor).toBe('/docs/use-current-frame');
    expect(hit._highlightResult.hierarchy.lvl1?.value).toBe('<mark>useCurrentFrame</mark>()');
  });

  it('pages with limit and offset, reporting the total', async () => {
    const all = await index.search('frame');
    const page2 = await index.search('frame', { limit: 2, offset: 2 });
    expect(all.nbHits).toBeGreaterThan(3);
    expect(page2.nbHits).toBe(all.nbHits);
    expect(page2.hits.map((h) => h.objectID)).toEqual(all.hits.slice(2, 4).map((h) => h.objectID));
  });

  it('answers an empty query with nothing, and a letter or stop word with the titles it starts', async () => {
    expect((await index.search('  ')).hits).toEqual([]);
    expect((await index.search('the')).nbHits).toBe(0);
    const urls = (await index.search('i')).hits.map((h) => h.url);
    expect(urls).toEqual(['/docs/interpolate', '/docs/interpolate-colors']);
  });
});

describe('createLocalProvider with every record at once', () => {
  const file = { version: 1 as const, records: fixtureRecords() };

  it('fetches the index on first use only, once', async () => {
    const fetchIndex = vi.fn(async () => file);
    const provider = createLocalProvider({ fetchIndex });
    expect(fetchIndex).not.toHaveBeenCalled();
    const [a, b] = await Promise.all([provider.search('spring'), provider.search('easing')]);
    expect(a.hits[0]?.url).toBe('/docs/spring');
    expect(b.hits[0]?.url).toBe('/docs/easing');
    await provider.preload();
    expect(fetchIndex).toHaveBeenCalledTimes(1);
  });

  it('rejects with SearchUnavailableError when the fetch fails, and fetches again next time', async () => {
    const fetchIndex = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(file);
    const provider = createLocalProvider({ fetchIndex });
    await expect(provider.search('spring')).rejects.toBeInstanceOf(SearchUnavailableError);
    expect((await provider.search('spring')).hits[0]?.url).toBe('/docs/spring');
    expect(fetchIndex).toHaveBeenCalledTimes(2);
  });
});
