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
    ['rescale', '/docs/rescale'],
    ['rescale()', '/docs/rescale'],
    ['resc', '/docs/rescale'],
    ['rescal', '/docs/rescale'],
    ['rescle', '/docs/rescale'],
    ['rescaleHues', '/docs/rescale-hues'],
    ['legend', '/docs/legend/legend'],
    ['<Legend>', '/docs/legend/legend'],
    ['tabulary legend', '/docs/legend'],
    ['useCurrentTick', '/docs/use-current-tick'],
    ['use current tick', '/docs/use-current-tick'],
    ['spline', '/docs/spline'],
    ['splne', '/docs/spline'],
    ['smoothing', '/docs/smoothing'],
    ['zebra', '/docs/long'],
    // The URL's name counts like the title: a reader typing it wants that page.
    ['stacking', '/docs/stacking'],
  ])('%s → %s', async (query, url) => {
    const hit = await top(query);
    expect(hit?.url_without_anchor).toBe(url);
    expect(hit?.type).toBe(url === '/docs/long' ? 'content' : 'lvl1');
  });

  it('ranks an exact title above pages that repeat the word in their text', async () => {
    const urls = (await index.search('rescale')).hits.map((h) => h.url_without_anchor);
    expect(urls.indexOf('/docs/rescale')).toBe(0);
    expect(urls).toContain('/docs/formatting-properties');
  });

  it('lists the other legend page right after the exact one', async () => {
    const lvl1 = (await index.search('legend')).hits
      .filter((h) => h.type === 'lvl1')
      .map((h) => h.url);
    expect(lvl1.slice(0, 2)).toEqual(['/docs/legend/legend', '/docs/legend']);
  });

  it('falls back to any-word matching when no record has every word', async () => {
    expect((await top('spline xylophone'))?.url_without_anchor).toBe('/docs/spline');
  });
});

describe('hits', () => {
  it('escapes HTML and marks matched words in highlight and snippet results', async () => {
    const hit = (await top('legend'))!;
    expect(hit._highlightResult.hierarchy.lvl1).toEqual({
      value: '&lt;<mark>Legend</mark>&gt;',
      matchLevel: 'full',
      matchedWords: ['legend'],
    });
    expect(hit._snippetResult.hierarchy.lvl1?.value).toBe('&lt;<mark>Legend</mark>&gt;');
    expect(hit._snippetResult.hierarchy.lvl0?.value).toBe('<mark>Legend</mark>');
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
    const hit = (await top('tick'))!;
    expect(hit.url_without_anchor).toBe('/docs/use-current-tick');
    expect(hit._highlightResult.hierarchy.lvl1?.value).toBe('<mark>useCurrentTick</mark>()');
  });

  it('pages with limit and offset, reporting the total', async () => {
    const all = await index.search('tick');
    const page2 = await index.search('tick', { limit: 2, offset: 2 });
    expect(all.nbHits).toBeGreaterThan(3);
    expect(page2.nbHits).toBe(all.nbHits);
    expect(page2.hits.map((h) => h.objectID)).toEqual(all.hits.slice(2, 4).map((h) => h.objectID));
  });

  it('answers an empty query with nothing, and a letter or stop word with the titles it starts', async () => {
    expect((await index.search('  ')).hits).toEqual([]);
    expect((await index.search('the')).nbHits).toBe(0);
    const urls = (await index.search('r')).hits.map((h) => h.url);
    expect(urls).toEqual(['/docs/rescale', '/docs/rescale-hues']);
  });
});

describe('createLocalProvider with every record at once', () => {
  const file = { version: 1 as const, records: fixtureRecords() };

  it('fetches the index on first use only, once', async () => {
    const fetchIndex = vi.fn(async () => file);
    const provider = createLocalProvider({ fetchIndex });
    expect(fetchIndex).not.toHaveBeenCalled();
    const [a, b] = await Promise.all([provider.search('spline'), provider.search('smoothing')]);
    expect(a.hits[0]?.url).toBe('/docs/spline');
    expect(b.hits[0]?.url).toBe('/docs/smoothing');
    await provider.preload();
    expect(fetchIndex).toHaveBeenCalledTimes(1);
  });

  it('rejects with SearchUnavailableError when the fetch fails, and fetches again next time', async () => {
    const fetchIndex = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(file);
    const provider = createLocalProvider({ fetchIndex });
    await expect(provider.search('spline')).rejects.toBeInstanceOf(SearchUnavailableError);
    expect((await provider.search('spline')).hits[0]?.url).toBe('/docs/spline');
    expect(fetchIndex).toHaveBeenCalledTimes(2);
  });
});
