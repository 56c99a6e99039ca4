import { bareText } from '../../core/text.js';

/** Edits (insert, delete, substitute, swap two neighbours) that turn `a` into `b`. */
function editDistance(a: string, b: string): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/** 1 for the same word, falling towards 0 with each edit relative to the longer word. */
const similarity = (a: string, b: string) =>
  1 - editDistance(a, b) / Math.max(a.length, b.length, 1);

/** Below this, a title is too far from the query to be offered. */
const MIN_SIMILARITY = 0.6;

const words = (text: string) =>
  text
    .split(/[^\p{L}\p{N}]+/u)
    .map(bareText)
    .filter((w) => w.length > 1);

/**
 * Page titles closest in spelling to a query that found nothing, best first: what a reader
 * probably meant (`laodCofnig` → `loadConfig()`, `deplyo preview` → `Preview a deploy`).
 * A title scores the better of: the whole query against the whole title, and each query
 * word against its closest title word (averaged).
 */
export function createSuggester(pageTitles: readonly string[]) {
  let titles: { title: string; bare: string; words: string[] }[] | undefined;
  const prepare = () =>
    (titles ??= [...new Set(pageTitles)]
      .filter((title) => !!title)
      .map((title) => ({ title, bare: bareText(title), words: words(title) })));
  return (query: string, count = 3): string[] => {
    const bare = bareText(query);
    if (bare.length < 3) return [];
    const queryWords = words(query);
    return prepare()
      .map((t) => {
        const perWord =
          queryWords.length && t.words.length
            ? queryWords.reduce(
                (sum, q) => sum + Math.max(...t.words.map((w) => similarity(q, w))),
                0,
              ) / queryWords.length
            : 0;
        return { title: t.title, score: Math.max(similarity(bare, t.bare), perWord) };
      })
      .filter((s) => s.score >= MIN_SIMILARITY)
      .sort((a, b) => b.score - a.score || a.title.length - b.title.length)
      .slice(0, count)
      .map((s) => s.title);
  };
}
