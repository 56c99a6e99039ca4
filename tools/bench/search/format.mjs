/** The side-by-side table: one row per figure, our engine against Pagefind and the target. */

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
const ms = (value) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;

/**
 * Rows `[figure, sitekit, pagefind, target, met]` from both engines' figures; the targets are
 * issue #17's (`met` is undefined where the issue sets none).
 */
export function sideBySideRows({ sitekit: ours, pagefind: pf }) {
  const n = ours.relevance.total;
  const margin = Math.ceil(0.1 * n);
  const hits = (key) => [
    `${ours.relevance[key]}/${n}`,
    `${pf.relevance[key]}/${n}`,
    `≥ ${pf.relevance[key] + margin}`,
    ours.relevance[key] >= pf.relevance[key] + margin,
  ];
  return [
    [
      'bytes before first results (wire)',
      `${kb(ours.cold.bytes)} (${ours.cold.files} files)`,
      `${kb(pf.cold.bytes)} (${pf.cold.files} files)`,
      `≤ ${kb(pf.cold.bytes)}`,
      ours.cold.bytes <= pf.cold.bytes,
    ],
    [
      `cold first results (median of ${ours.cold.runs})`,
      ms(ours.cold.ms),
      ms(pf.cold.ms),
      `≤ ${ms(0.75 * pf.cold.ms)}`,
      ours.cold.ms <= 0.75 * pf.cold.ms,
    ],
    [
      'longest main-thread task, cold search',
      `${ms(ours.cold.longTask)} (gap ${ms(ours.cold.heartbeatGap)})`,
      `${ms(pf.cold.longTask)} (gap ${ms(pf.cold.heartbeatGap)})`,
      '< 50 ms',
      ours.cold.longTask < 50,
    ],
    [`warm query p50 (${ours.queries.count} queries)`, ms(ours.queries.p50), ms(pf.queries.p50)],
    ['warm query p95', ms(ours.queries.p95), ms(pf.queries.p95)],
    ['hit@1 (relevance set)', ...hits('hit1')],
    ['hit@3 (distinct pages)', ...hits('hit3')],
  ];
}

/** The table as lines of text. */
export function formatSideBySide(result) {
  const rows = sideBySideRows(result);
  const head = ['', 'sitekit', 'pagefind', 'target'];
  const widths = [0, 1, 2, 3].map((i) =>
    Math.max(head[i].length, ...rows.map((row) => (row[i] ?? '—').length)),
  );
  const line = (cells, met) =>
    cells.map((cell, i) => (cell ?? '—').padEnd(widths[i])).join('  ') +
    (met === undefined ? '' : met ? '  ✓' : '  ✗');
  return [
    line(head),
    ...rows.map(([figure, ours, pf, target, met]) => line([figure, ours, pf, target], met)),
    'Longest task: the longest `longtask` entry, or with none (all tasks under 50 ms) the longest',
    'gap in a 0-ms timer chain, shown in parentheses either way. Medians of the cold runs.',
    `sitekit ${result.sitekit.worker ? 'in a Web Worker' : 'on the main thread'}; ` +
      `Pagefind indexed ${result.pagefind.index.pages} pages (<main>) in ${result.pagefind.index.seconds.toFixed(1)} s.`,
  ];
}
