import { escapeHtml, WORD } from './text.js';
import type {
  HighlightedValue,
  SearchHit,
  SearchLevel,
  SearchRecord,
  SnippetValue,
} from './types.js';

/** Decides whether a word of the text is a match (the provider knows which terms matched). */
export type WordMatcher = (word: string) => boolean;

const LEVELS: SearchLevel[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

/** Escapes `text` and wraps matched words in `<mark>`. */
export function highlightText(
  text: string,
  matches: WordMatcher,
): { value: string; matched: string[] } {
  let value = '';
  let last = 0;
  const matched = new Set<string>();
  for (const m of text.matchAll(WORD)) {
    if (!matches(m[0])) continue;
    value += `${escapeHtml(text.slice(last, m.index))}<mark>${escapeHtml(m[0])}</mark>`;
    last = m.index + m[0].length;
    matched.add(m[0].toLowerCase());
  }
  return { value: value + escapeHtml(text.slice(last)), matched: [...matched] };
}

/** A window of about `words` words around the first match, highlighted, with `…` where text was cut. */
export function snippetText(text: string, matches: WordMatcher, words: number): string {
  const tokens = [...text.matchAll(WORD)];
  if (tokens.length <= words) return highlightText(text, matches).value;
  const first = tokens.findIndex((t) => matches(t[0]));
  // Keep a little context before the first match, but never run past the end.
  const start =
    first < 0 ? 0 : Math.max(0, Math.min(first - Math.floor(words / 4), tokens.length - words));
  const end = Math.min(tokens.length, start + words);
  const from = start === 0 ? 0 : tokens[start]!.index;
  const last = tokens[end - 1]!;
  const to = end === tokens.length ? text.length : last.index + last[0].length;
  const body = highlightText(text.slice(from, to), matches).value;
  return `${start > 0 ? '…' : ''}${body}${end < tokens.length ? '…' : ''}`;
}

function levelOf(matched: string[], wanted: number): HighlightedValue['matchLevel'] {
  if (matched.length === 0) return 'none';
  return matched.length >= wanted ? 'full' : 'partial';
}

/** Turns a record into a DocSearch hit: highlight and snippet results for every level it has and its content. */
export function decorateHit(
  record: SearchRecord,
  matches: WordMatcher,
  options: { queryTerms: number; snippetWords: number },
): SearchHit {
  const hierarchyHighlight: Partial<Record<SearchLevel, HighlightedValue>> = {};
  const hierarchySnippet: Partial<Record<SearchLevel, SnippetValue>> = {};
  for (const level of LEVELS) {
    const text = record.hierarchy[level];
    if (text == null) continue;
    const { value, matched } = highlightText(text, matches);
    const matchLevel = levelOf(matched, options.queryTerms);
    hierarchyHighlight[level] = { value, matchLevel, matchedWords: matched };
    hierarchySnippet[level] = { value, matchLevel };
  }
  const hit: SearchHit = {
    ...record,
    _highlightResult: { hierarchy: hierarchyHighlight },
    _snippetResult: { hierarchy: hierarchySnippet },
  };
  if (record.content != null) {
    const { value, matched } = highlightText(record.content, matches);
    const matchLevel = levelOf(matched, options.queryTerms);
    hit._highlightResult.content = { value, matchLevel, matchedWords: matched };
    hit._snippetResult.content = {
      value: snippetText(record.content, matches, options.snippetWords),
      matchLevel,
    };
  }
  return hit;
}
