import { expect, it } from 'vitest';
import type { SearchRecord } from '../../core/types.js';
import { createSearchEngine } from './engine.js';
import { buildIndexData, PASSAGE_SCORING, type IndexScoring } from './index-data.js';
import { memoryStore } from './store.js';

/** A page with a title record and one section per `[heading, text]`. */
function page(url: string, title: string, sections: [string, string][]): SearchRecord[] {
  const base = {
    language: 'en',
    docusaurus_tag: 'docs',
    page_type: 'doc',
    url_without_anchor: url,
  };
  const hierarchy = (lvl2: string | null) => ({
    lvl0: 'Docs',
    lvl1: title,
    lvl2,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  });
  return [
    {
      ...base,
      objectID: `${url}-0`,
      url,
      anchor: null,
      type: 'lvl1',
      hierarchy: hierarchy(null),
      content: null,
    },
    ...sections.map(([heading, text], i): SearchRecord => {
      const anchor = heading.toLowerCase().replace(/\W+/g, '-');
      return {
        ...base,
        objectID: `${url}-${i + 1}`,
        url: `${url}#${anchor}`,
        anchor,
        type: 'content',
        hierarchy: hierarchy(heading),
        content: text,
      };
    }),
  ];
}

// "chart" is everywhere; "tooltips" is in one section of a page about something else.
const records = [
  ...page('/docs/chart', 'Chart', [['Props', 'The chart element draws a chart image.']]),
  ...page('/docs/overlays', 'Overlays', [
    ['Showing tooltips', 'Tooltips from a file are drawn over the chart.'],
  ]),
  ...Array.from({ length: 20 }, (_, i) =>
    page(`/docs/p${i}`, `Page ${i}`, [['Usage', `A chart, number ${i}.`]]),
  ).flat(),
];

async function firstUrl(query: string, scoring?: IndexScoring) {
  const engine = createSearchEngine(memoryStore(buildIndexData(records, scoring)));
  const { hits } = await engine.search(query, { anyWord: true, distinct: false });
  return hits[0]?.url;
}

it('by default, a common word in a title outweighs a rare one in a section (typing a page name)', async () => {
  expect(await firstUrl('chart tooltips')).toBe('/docs/chart');
});

it('with passage scoring, the section holding the rare word comes first (answering a question)', async () => {
  expect(await firstUrl('chart tooltips', PASSAGE_SCORING)).toBe('/docs/overlays#showing-tooltips');
});

it('with passage scoring, a URL name alone does not match', async () => {
  const named = [...records, ...page('/docs/zebra-stripes', 'Patterns', [['Usage', 'Lines.']])];
  const engine = createSearchEngine(memoryStore(buildIndexData(named, PASSAGE_SCORING)));
  expect((await engine.search('zebra', { anyWord: true })).hits).toEqual([]);
});

it('keeps the scores of words an edit did not touch, so their files stay the same', () => {
  // Enough distinct words that scores are large and a tiny shift would change their rounding.
  const text = (n: number) =>
    Array.from({ length: 30 + (n % 40) }, (_, i) => `w${(n * 37 + i * 11) % 400}`).join(' ');
  const site = (edit: string) =>
    Array.from({ length: 200 }, (_, n) =>
      page(`/docs/p${n}`, `Page ${n}`, [['Usage', n === 0 ? `${text(n)} ${edit}` : text(n)]]),
    ).flat();
  const before = buildIndexData(site('w1'));
  const after = buildIndexData(site('w1 w1'));
  // The edited section's own scores change; every other record's stay as they were.
  const others = (data: typeof before) =>
    data.terms.map((term, t) => {
      const postings = data.postings[t]!;
      const kept: number[] = [];
      for (let i = 0, id = 0; i < postings.length; i += 2) {
        id += postings[i]!;
        if (id > 1) kept.push(id, postings[i + 1]!);
      }
      return [term, kept];
    });
  expect(others(after)).toEqual(others(before));
});
