import { SearchUnavailableError, type SearchProvider } from '../core/provider.js';
import type { SearchHierarchy, SearchHit } from '../core/types.js';

/** One page section of the stories' made-up docs: [url, section, page, heading, text]. */
type Row = [url: string, lvl0: string, lvl1: string, lvl2: string | null, content: string];

const rows: Row[] = [
  [
    '/docs/spline',
    'API',
    'spline()',
    null,
    'A smooth curve through the data points. Splines can overshoot between points.',
  ],
  [
    '/docs/spline#config',
    'API',
    'spline()',
    'config',
    'An object with tension, alpha, closed and clampOvershoot.',
  ],
  [
    '/docs/spline#samplesperpoint',
    'API',
    'spline()',
    'samplesPerPoint',
    'Sets how many segments the spline draws between two points.',
  ],
  [
    '/docs/measure-spline',
    'API',
    'measureSpline()',
    null,
    'Returns how many pixels long a spline is once drawn.',
  ],
  [
    '/docs/formatting-properties#using-spline-curves',
    'Getting started',
    'Formatting properties',
    'Using spline curves',
    'Spline curves look natural: pass the points and the tension.',
  ],
  [
    '/docs/rescale',
    'API',
    'rescale()',
    null,
    'Maps a value from an input range to an output range, for example a data value to a bar height.',
  ],
  [
    '/docs/rescale#options',
    'API',
    'rescale()',
    'options',
    'clampLeft, clampRight and smoothing change how values outside the range behave.',
  ],
  [
    '/docs/rescale-hues',
    'API',
    'rescaleHues()',
    null,
    'Maps a value to a colour between several colours.',
  ],
  [
    '/docs/legend',
    'Legend',
    '@tabulary/legend',
    null,
    'Embed a chart key in a React app with the Legend component.',
  ],
  [
    '/docs/legend/legend#props',
    'Legend',
    '<Legend>',
    'Props',
    'position, columns, maxItems, hideEmpty and the size of the legend.',
  ],
  [
    '/docs/export/troubleshooting/timeout',
    'Export',
    'Troubleshooting an export that timed out before the last batch of rows was written',
    'Raise the timeout',
    'An export split into batches times out when one batch takes longer than the function’s timeout.',
  ],
];

const escapeHtml = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** `text` as HTML with every word of `query` in `<mark>`. */
function highlight(text: string, words: string[]) {
  let html = escapeHtml(text);
  for (const w of words) {
    html = html.replace(
      new RegExp(`(${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})`, 'gi'),
      '<mark>$1</mark>',
    );
  }
  const matched = words.filter((w) => text.toLowerCase().includes(w));
  return {
    value: html,
    matchLevel: matched.length ? ('full' as const) : ('none' as const),
    matchedWords: matched,
  };
}

function toHit([url, lvl0, lvl1, lvl2, content]: Row, words: string[], i: number): SearchHit {
  const hierarchy: SearchHierarchy = {
    lvl0,
    lvl1,
    lvl2,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  const levels = { lvl0, lvl1, ...(lvl2 ? { lvl2 } : {}) };
  const anchor = url.includes('#') ? url.split('#')[1]! : null;
  return {
    objectID: String(i),
    url,
    url_without_anchor: url.split('#')[0]!,
    anchor,
    type: 'content',
    hierarchy,
    content,
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    page_type: 'doc',
    _highlightResult: {
      hierarchy: Object.fromEntries(
        Object.entries(levels).map(([k, v]) => [k, highlight(v, words)]),
      ),
      content: highlight(content, words),
    },
    _snippetResult: {
      hierarchy: Object.fromEntries(
        Object.entries(levels).map(([k, v]) => [
          k,
          { value: highlight(v, words).value, matchLevel: 'full' as const },
        ]),
      ),
      content: { value: highlight(content, words).value, matchLevel: 'full' as const },
    },
  };
}

/** How the stories' provider behaves. */
export interface FakeProviderOptions {
  /** Answer after this many milliseconds. @default 0 */
  delayMs?: number;
  /** Never answer (a load that hangs: the pending state). */
  hang?: boolean;
  /** Reject every query as a failed network request. */
  fail?: boolean;
  /** Repeat the made-up records this many times (a query with many results). @default 1 */
  copies?: number;
}

/**
 * A {@link SearchProvider} over a dozen made-up docs sections, for stories: every word of the
 * query must appear in a section; delays, hangs and failures on request.
 */
export function fakeProvider(options: FakeProviderOptions = {}): SearchProvider {
  const copies = options.copies ?? 1;
  const all = Array.from({ length: copies }, (_, c) =>
    rows.map(([url, ...rest]): Row => [c ? url.replace('/docs/', `/docs/v${c}/`) : url, ...rest]),
  ).flat();
  const wait = () =>
    options.hang
      ? new Promise<never>(() => {})
      : new Promise((r) => setTimeout(r, options.delayMs ?? 0));
  return {
    name: `stories-${copies}`,
    preload: async () => {},
    async search(query, searchOptions = {}) {
      await wait();
      if (options.fail) throw new SearchUnavailableError('The search index could not be fetched.');
      const words = query.toLowerCase().split(/\s+/).filter(Boolean);
      const found = all
        .map((row, i) => ({ row, i }))
        .filter(({ row }) => words.every((w) => row.slice(1).join(' ').toLowerCase().includes(w)));
      const offset = searchOptions.offset ?? 0;
      const limit = searchOptions.limit ?? 20;
      return {
        query,
        nbHits: found.length,
        hits: found.slice(offset, offset + limit).map(({ row, i }) => toHit(row, words, i)),
      };
    },
    suggest: async (query) => (query.length > 3 ? ['spline', 'rescale'] : []),
  };
}
