import { camelParts, WORD } from '../../core/text.js';

// Words too common to tell pages apart; dropping them keeps the index small and AND queries useful.
const STOP_WORDS = new Set(
  'a an and are as at be but by can do does for from has have how if in into is it its not of on or so than that the their then there these they this to was we were what when which will with you your'.split(
    ' ',
  ),
);

/** Words of an indexed text, plus the parts of camelCase words (so `loadConfigFile` is found by `config`). */
export function indexTokens(text: string): string[] {
  const out: string[] = [];
  for (const [word] of text.matchAll(WORD)) {
    out.push(word);
    // Splitting is the costly part of indexing: only words with an inner capital need it.
    if (HAS_INNER_CAPITAL.test(word)) {
      const parts = camelParts(word);
      if (parts.length > 1) out.push(...parts);
    }
  }
  return out;
}

const HAS_INNER_CAPITAL = /.\p{Lu}/u;
const NON_ASCII = /[^ -~]/; // anything outside printable ASCII may carry accents

/** Words of a query, as typed (not split: `loadConfigFile` looks for that name). */
export function queryTokens(text: string): string[] {
  return [...text.matchAll(WORD)].map(([word]) => word);
}

/**
 * Normalizes a term for the index and for queries: lowercase, no accents, a plural
 * `s` folded (`buttons` finds `<Button>`); stop words and single letters dropped.
 */
export function normalizeTerm(term: string): string | null {
  const lower = term.toLowerCase();
  const t = NON_ASCII.test(lower) ? lower.normalize('NFD').replace(/\p{M}/gu, '') : lower;
  if (t.length < 2 || STOP_WORDS.has(t)) return null;
  return t.length > 3 && /[^su]s$/.test(t) ? t.slice(0, -1) : t;
}

/** The normalized terms of a query. */
export function queryTerms(query: string): string[] {
  return queryTokens(query)
    .map(normalizeTerm)
    .filter((t): t is string => t !== null);
}

/**
 * Whether two terms differ by at most one edit: an insertion, a deletion, a substitution,
 * or two neighbouring letters swapped (`cofnig` → `config`).
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (i === a.length && i === b.length) return true;
  // The rest after one edit at position i must be equal.
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** Whether a query term finds a document term the way the index does: exactly, as a prefix, or (above 3 letters) with one typo. */
export function termMatches(queryTerm: string, docTerm: string): boolean {
  if (docTerm.startsWith(queryTerm)) return true;
  return queryTerm.length > 3 && withinOneEdit(queryTerm, docTerm);
}
