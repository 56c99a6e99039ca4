// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildSearchRecords, mainRegion, type SearchPageInput } from './records.js';

const page = (html: string, over: Partial<SearchPageInput> = {}): SearchPageInput => ({
  url: '/docs/spline',
  html,
  lvl0: 'API',
  pageType: 'doc',
  docusaurusTag: 'docs-default-current',
  ...over,
});

describe('buildSearchRecords', () => {
  it('makes a title record, heading records with anchors and content records under the nearest heading', () => {
    const html =
      '<html><body><nav>Menu</nav><main id="m"><h1>spline()</h1><p>A smooth curve.</p>' +
      '<h2 id="parameters">Parameters</h2><p>Takes an object.</p><h3 id="config">config</h3><p>Tension.</p></main><footer>f</footer></body></html>';
    const records = buildSearchRecords([page(html)]);
    expect(
      records.map((r) => [r.type, r.url, r.hierarchy.lvl2, r.hierarchy.lvl3, r.content]),
    ).toEqual([
      ['lvl1', '/docs/spline', null, null, null],
      ['content', '/docs/spline', null, null, 'A smooth curve.'],
      ['lvl2', '/docs/spline#parameters', 'Parameters', null, null],
      ['content', '/docs/spline#parameters', 'Parameters', null, 'Takes an object.'],
      ['lvl3', '/docs/spline#config', 'Parameters', 'config', null],
      ['content', '/docs/spline#config', 'Parameters', 'config', 'Tension.'],
    ]);
    expect(records[4]).toMatchObject({
      objectID: '/docs/spline#config',
      url_without_anchor: '/docs/spline',
      anchor: 'config',
      hierarchy: { lvl0: 'API', lvl1: 'spline()', lvl4: null, lvl5: null, lvl6: null },
      language: 'en',
      docusaurus_tag: 'docs-default-current',
      page_type: 'doc',
    });
    expect(new Set(records.map((r) => r.objectID)).size).toBe(records.length);
  });

  it('falls back to the given title when the page has no h1, and cuts long content at a word', () => {
    const long = 'word '.repeat(100);
    const [title, content] = buildSearchRecords(
      [page(`<main><p>${long}</p></main>`, { title: 'Fallback' })],
      {
        maxContentLength: 42,
      },
    );
    expect(title).toMatchObject({ type: 'lvl1', hierarchy: { lvl1: 'Fallback' } });
    expect(content!.content).toBe('word word word word word word word word');
  });

  it('drops anchors React generated with useId (they change between builds)', () => {
    const records = buildSearchRecords([
      page('<main><h1>T</h1><h2 id="_R_hp_">A</h2><h2 id="«r1»">B</h2><h2 id="real">C</h2></main>'),
    ]);
    expect(records.map((r) => r.anchor)).toEqual([null, null, null, 'real']);
  });

  it('keeps object ids unique when headings repeat without ids', () => {
    const records = buildSearchRecords([
      page('<main><h1>T</h1><h2>Same</h2><p>a</p><h2>Same</h2><p>b</p></main>'),
    ]);
    expect(new Set(records.map((r) => r.objectID)).size).toBe(records.length);
  });
});

describe('mainRegion', () => {
  it('returns the main element, or the whole HTML without one', () => {
    expect(mainRegion('<nav>x</nav><main class="m"><p>y</p></main><footer>z</footer>')).toBe(
      '<main class="m"><p>y</p></main>',
    );
    expect(mainRegion('<p>y</p>')).toBe('<p>y</p>');
  });
});
