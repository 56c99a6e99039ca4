import { bareText, normalizeTerm, withinOneEdit, type SearchHit } from '@sitekit/search';
import { stemOf, type Question, type QuestionTerm } from './question';

/** A section of the docs, as the assistant weighs and quotes it. */
export interface Passage {
  /** The section's URL (page path and heading anchor). */
  url: string;
  page: string;
  pageTitle: string;
  /** Page title and deepest heading: `spring() › Options`. */
  title: string;
  headings: string;
  /** For a sub-section (an h3), the heading of the section it is part of. */
  parentHeading?: string;
  text: string;
  code: string[];
  pageType: string;
  /** Position in the index's ranking (0 best). */
  rank: number;
}

/** Merges the hits of one section (its heading record and its text record) into passages, best rank first. */
export function passagesOf(hits: readonly SearchHit[]): Passage[] {
  const byUrl = new Map<string, Passage>();
  hits.forEach((hit, rank) => {
    const { lvl1, lvl2, lvl3 } = hit.hierarchy;
    const heading = lvl3 ?? lvl2;
    let passage = byUrl.get(hit.url);
    if (!passage) {
      passage = {
        url: hit.url,
        page: hit.url_without_anchor,
        pageTitle: lvl1,
        title: heading ? `${lvl1} › ${heading}` : lvl1,
        headings: [lvl2, lvl3].filter(Boolean).join(' '),
        ...(lvl3 && lvl2 ? { parentHeading: lvl2 } : {}),
        text: '',
        code: [],
        pageType: hit.page_type,
        rank,
      };
      byUrl.set(hit.url, passage);
    }
    if (hit.content && hit.content.length > passage.text.length) passage.text = hit.content;
    if (hit.code?.length && !passage.code.length) passage.code = hit.code;
  });
  return [...byUrl.values()];
}

/**
 * The normalized terms of a text and their stems, with camelCase parts (`useCurrentFrame` →
 * `use`, `current`, `frame`), so a question's `fade` meets a heading's `Fading`.
 */
export function termsOf(text: string): Set<string> {
  const out = new Set<string>();
  for (const [word] of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const parts = [word, ...word.split(/(?<=[\p{Ll}\p{N}])(?=\p{Lu})/u)];
    for (const part of parts) {
      const term = normalizeTerm(part);
      if (term) out.add(term).add(stemOf(term));
    }
  }
  return out;
}

/**
 * Whether any variant of a question word is among `terms`: as a term, as the start of one
 * (from 4 letters), or with one typo (from 5 letters: `backgound`, `subtitels`; not a name,
 * so `Vimeo` is not `video`).
 */
export function hasTerm(terms: ReadonlySet<string>, word: QuestionTerm): boolean {
  for (const variant of word.variants) {
    if (terms.has(variant)) return true;
    if (variant.length < 4) continue;
    const typos = variant.length >= 5 && !word.name;
    for (const t of terms)
      if (t.startsWith(variant) || (typos && withinOneEdit(variant, t))) return true;
  }
  return false;
}

/** How informative each question word is: inverse document frequency over the index. */
export type Idf = (word: QuestionTerm) => number;

/** IDF from the index's counts; a word the docs never use counts as the rarest. */
export function idfFrom(stats: { records: number; df: Record<string, number> } | undefined): Idf {
  const n = Math.max(stats?.records ?? 1, 1);
  return (word) => {
    const df = stats?.df[word.term] ?? 0;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  };
}

/** How {@link weigh} scores a passage; the defaults are tuned on the evaluation set (`npm run bench`). */
export interface WeighParams {
  /** Worth of a question word found in the section's own heading, relative to the text's 1. */
  heading: number;
  /** … in the page title (not the section's heading). */
  pageTitle: number;
  /** … only in the section's code. */
  code: number;
  /** How strongly covering more of the question multiplies the score (coverage to this power). */
  coverage: number;
  /** Length normalization as in BM25's `b`: 0 ignores length, 1 divides by length / average. */
  length: number;
  /** Average section length in characters, for {@link length}. */
  averageLength: number;
  /** How much the index's own rank adds (best-ranked × 1 + this). */
  rank: number;
  /** Worth of two adjacent question words found adjacent in the section's headings (× their mean IDF). */
  phrase: number;
  /** Multiplier of a section of the page the question names by its code name. */
  named: number;
  /**
   * Worth of a word of a question that asks for a default when it names a row of a table in the
   * section that has a default column (an option, a prop, a flag; see {@link defaultKeys}).
   */
  rowKey: number;
  /** Multiplier of a section whose headings hold a word the question asks for (see `Question.focus`). */
  focus: number;
  /** Multiplier by page type: reference pages answer more often than posts and product pages. */
  pageType: Readonly<Record<string, number>>;
}

export const DEFAULT_WEIGH: WeighParams = {
  heading: 2,
  pageTitle: 2,
  code: 0.3,
  coverage: 0,
  length: 0,
  averageLength: 600,
  rank: 0.03,
  named: 2,
  phrase: 0.25,
  focus: 1.2,
  rowKey: 2,
  pageType: { doc: 1, post: 0.55, page: 0.45 },
};

/** How well a passage answers: a score to rank by, and the share of the question it covers. */
export interface Weighed {
  passage: Passage;
  score: number;
  /** Share of the question's information (IDF-weighted words) the passage holds, 0–1. */
  coverage: number;
}

/**
 * Weighs a passage against a question: each question word it holds counts its IDF, more in a
 * heading or title than in the text, less when only in code; two of its adjacent words side by
 * side in a heading add; covering more of the question multiplies that, long sections are
 * normalized as BM25 does, reference pages count more, a page the question names by its code
 * name most, and the index's own rank breaks near ties.
 */
export function weigh(
  passage: Passage,
  question: Question,
  idf: Idf,
  total: number,
  params: WeighParams = DEFAULT_WEIGH,
): Weighed {
  const heading = termsOf(passage.headings);
  const title = termsOf(passage.pageTitle);
  const text = termsOf(passage.text);
  const code = termsOf(passage.code.join('\n'));
  const keys = params.rowKey && asksDefault(question) ? defaultKeys(passage.text) : undefined;
  let score = 0;
  let covered = 0;
  let all = 0;
  for (const word of question.terms) {
    const weight = idf(word);
    all += weight;
    if (hasTerm(heading, word)) score += weight * params.heading;
    else if (keys && word.variants.some((v) => keys.has(v))) score += weight * params.rowKey;
    else if (hasTerm(title, word)) score += weight * params.pageTitle;
    else if (hasTerm(text, word)) score += weight;
    else if (hasTerm(code, word)) score += weight * params.code;
    else continue;
    covered += weight;
  }
  score += params.phrase * phraseWorth(passage.headings || passage.pageTitle, question, idf);
  const coverage = all ? covered / all : 0;
  const focused =
    question.focus.length &&
    question.terms.some((t) => question.focus.includes(t.term) && hasTerm(heading, t))
      ? params.focus
      : 1;
  const named = question.apiNames.includes(bareText(passage.pageTitle)) ? params.named : 1;
  const prior = 1 + params.rank * (1 - passage.rank / Math.max(total, 1));
  const type = params.pageType[passage.pageType] ?? 0.5;
  const body = passage.text || passage.code.length ? 1 : 0.7;
  const length = passage.text.length + passage.code.join('').length / 2;
  const norm = 1 - params.length + (params.length * Math.max(length, 80)) / params.averageLength;
  return {
    passage,
    score: (score * coverage ** params.coverage * named * focused * prior * type * body) / norm,
    coverage,
  };
}

/** Cells of a table row in the index's text: `key · type · default · description`. */
const CELL = ' · ';

/**
 * The names a section's tables document, as the index writes tables (`Option · Type ·
 * Default; direction · SlideDirection · 'from-left'; …`): the first cell of each row, header
 * included (`Option`, `direction`). A row names an option, prop, field or event as a heading
 * names a section.
 */
export function rowKeys(text: string): string[] {
  return tablesOf(text).flatMap((rows) => rows.map((row) => row.key));
}

/** A row key of one word, normalized whole (`premountFor` → `premountfor`); none for a longer key. */
const keyTerm = (key: string) => (/^[\p{L}\p{N}]+$/u.test(key) ? normalizeTerm(key) : null);

/** The single-word row keys of a section's tables (see {@link keyTerm}). */
export function keyTerms(text: string): Set<string> {
  const out = new Set<string>();
  for (const key of rowKeys(text)) {
    const term = keyTerm(key);
    if (term) out.add(term);
  }
  return out;
}

/** A row of a section's table: where it starts and ends in the text, and its first cell. */
interface Row {
  from: number;
  to: number;
  key: string;
}

/**
 * The tables of a section's text, in order, as the index writes tables (`Option · Type ·
 * Default; direction · SlideDirection · 'from-left'; …`): each as its rows with their place in
 * the text, the header first. A row's key starts after the sentence that introduces the table;
 * a semicolon inside a cell does not end a row; a table's last row ends with its own first
 * sentence when prose follows it.
 */
export function tablesOf(text: string): Row[][] {
  const pieces: { from: number; piece: string; fresh?: boolean }[] = [];
  for (const m of text.matchAll(/[^;]+(?:;|$)/g)) {
    const lead = /^\s*/.exec(m[0])![0].length;
    const from = m.index + lead;
    const piece = m[0].slice(lead);
    // A row whose last cell runs on, sentence by sentence, into the header of another table
    // (`… · The log level. It returns: Operation · Effect;`): the row ends with its sentence,
    // and the rest opens a table of its own.
    const cells = [...piece.matchAll(/ · /g)].map((c) => c.index);
    const next = cells.findIndex(
      (at, k) => k > 0 && CELL_STOP.test(piece.slice(cells[k - 1]!, at)),
    );
    if (next > 0) {
      const inner = piece.slice(cells[next - 1]! + CELL.length, cells[next]);
      const stop = CELL_STOP.exec(inner)!.index + 1;
      const split = cells[next - 1]! + CELL.length + stop;
      pieces.push({ from, piece: piece.slice(0, split) });
      const rest = piece.slice(split);
      const space = rest.length - rest.trimStart().length;
      pieces.push({ from: from + split + space, piece: rest.trimStart(), fresh: true });
    } else pieces.push({ from, piece });
  }
  const tables: Row[][] = [];
  let rows: Row[] = [];
  const close = () => {
    // The last row may run into the prose after the table: it ends with its first sentence after the cells.
    const last = rows[rows.length - 1];
    if (last) {
      const row = text.slice(last.from, last.to);
      const cells = row.lastIndexOf(CELL) + CELL.length;
      const stop = SENTENCE_STOP.exec(row.slice(cells));
      if (stop) last.to = last.from + cells + stop.index + 1;
    }
    if (rows.length > 1) tables.push(rows);
    rows = [];
  };
  for (const [i, { from, piece, fresh }] of pieces.entries()) {
    if (fresh) close();
    const at = piece.indexOf(CELL);
    if (at < 0) {
      if (!rows.length) continue;
      // A semicolon inside a cell (`Must be finite; may be negative`): the row goes on.
      if (pieces[i + 1]?.piece.includes(CELL)) rows[rows.length - 1]!.to = from + piece.length;
      else close();
      continue;
    }
    // The table's first row follows the sentence that introduces it (`…, all optional: Option`).
    const key = piece
      .slice(0, at)
      .split(/[.:!?]\s+/)
      .pop()!
      .trim();
    if (!key || key.split(/\s+/).length > 4) {
      close();
      continue;
    }
    rows.push({ from: from + piece.slice(0, at).lastIndexOf(key), to: from + piece.length, key });
  }
  close();
  return tables;
}

/** Most characters of prose before a table that a quote of the table opens with. */
const TABLE_INTRO = 200;

/** The end of a sentence inside a cell, before another sentence. */
const CELL_STOP = /[.!?]\s+(?=[A-Z])/;

const SENTENCE_STOP = /[.!?](?=\s|$)/;

/**
 * For a question that asks which things (props, options, fields, containers; see
 * `Question.focus`), the section's table that lists them, quoted as the index writes its
 * rows: from the header when its first column names what is asked for (`Prop · Type ·
 * Default`), else from the header through the row it names (`container · …`), or from that row
 * when the header and rows before it do not fit. Whole rows only, at most about `chars`
 * characters (a longer row is kept whole); none when no table of the section holds it.
 */
export function tableQuote(
  text: string,
  focus: readonly string[],
  chars = 560,
): string | undefined {
  if (!focus.length) return undefined;
  // A key of one word, as written (`Prop`, `container`), not a word inside a longer name.
  const names = (key: string) => {
    const term = keyTerm(key);
    return !!term && focus.some((f) => term === f || stemOf(term) === stemOf(f));
  };
  const rows = tablesOf(text).find((table) => table.some((row) => names(row.key))) ?? [];
  const at = rows.findIndex((row) => names(row.key));
  if (at < 0) return undefined;
  // The sentences that open the section and introduce the table (`Subscribe with
  // addEventListener(…). The event names are: Event · …`) say what its rows are, when short.
  const start = rows[0]!.from <= TABLE_INTRO ? 0 : rows[0]!.from;
  // The header and the rows up to the named one, when they fit; else the named row first.
  const from = rows[at]!.to - start <= chars ? start : rows[at]!.from;
  // A header is quoted with at least its first row.
  let last = Math.max(at, from === start ? 1 : at);
  while (last + 1 < rows.length && rows[last + 1]!.to - from <= chars) last++;
  return text.slice(from, rows[last]!.to).trim().replace(/;$/, '');
}

/** Whether the question asks for a default (`What is the default…`, `…by default?`). */
export const asksDefault = (question: Question) => question.terms.some((t) => t.term === 'default');

/** A table header with a default column: `Option · Type · Default · Description`. */
const DEFAULT_COLUMN = /(?:^|\s)Default · |· Default(?: ·|;)/;

/**
 * The single-word row keys of a section whose table has a default column: the options,
 * props or flags whose defaults the section states (empty for other sections). For a question
 * that asks for a default, such a row is weighed like a heading: the section states the answer
 * where another merely uses the words. (Weighing every row like a heading, for any question,
 * ranked broad reference tables first on the evaluation set: rows name common words too.)
 */
export function defaultKeys(text: string): Set<string> {
  return DEFAULT_COLUMN.test(text) ? keyTerms(text) : new Set();
}

/** The question's adjacent word pairs that a text holds adjacent too (stop words skipped), each worth its mean IDF. */
export function phraseWorth(text: string, question: Question, idf: Idf): number {
  const pairs = new Set<string>();
  let previous: string[] = [];
  for (const [word] of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const term = normalizeTerm(word);
    if (!term) continue;
    const forms = [term, stemOf(term)];
    for (const a of previous) for (const b of forms) pairs.add(`${a} ${b}`);
    previous = forms;
  }
  let worth = 0;
  question.terms.forEach((word, i) => {
    const next = question.terms[i + 1];
    if (!next) return;
    const found = word.variants.some((a) => next.variants.some((b) => pairs.has(`${a} ${b}`)));
    if (found) worth += (idf(word) + idf(next)) / 2;
  });
  return worth;
}

// A colon ends a sentence only before a capital (`Fix: Use …`), not before a value (`width: '100%'`).
const SENTENCE_END = /(?<=[.!?])\s+(?=[A-Z0-9`<"'(@])|(?<=:)\s+(?=[A-Z<])/;

/**
 * The passage's sentences that answer best: the run of up to `max` consecutive whole
 * sentences holding the most question information, at most about `chars` characters, never
 * cut mid-sentence (a single longer sentence is kept whole); for a question that asks for a
 * quantity, a run that states a number.
 */
export function bestQuote(
  text: string,
  question: Question,
  idf: Idf,
  max = 3,
  chars = 480,
): string {
  const sentences = text
    .split(SENTENCE_END)
    .map((s) => s.trim())
    .filter(Boolean);
  if (sentences.length <= 1) return sentences[0] ?? '';
  const value = sentences.map((s) => {
    const terms = termsOf(s);
    return question.terms.reduce((sum, w) => sum + (hasTerm(terms, w) ? idf(w) : 0), 0);
  });
  const anyValue = value.some((v) => v > 0);
  // A question that asks for a quantity is answered by a sentence that states one.
  const figures = sentences.map((s) => question.figure && NUMBER.test(s));
  const anyFigure = figures.some(Boolean);
  let best = { from: 0, to: 1, value: -1 };
  for (let from = 0; from < sentences.length; from++) {
    // A quote opens on a sentence that answers (unless none does).
    if (anyValue && !value[from]) continue;
    let sum = 0;
    let length = 0;
    let figure = false;
    for (let to = from; to < sentences.length && to - from < max; to++) {
      length += sentences[to]!.length + 1;
      if (to > from && length > chars) break;
      sum += value[to]!;
      figure ||= figures[to]!;
      // Prefer more information, then fewer sentences; a section's opening sentences (where
      // docs state the point) win unless a later run holds clearly more; a run without the
      // figure a question asks for counts less when another run states one.
      const worth =
        (from === 0 ? sum * OPENING_BONUS : sum) * (anyFigure && !figure ? NO_FIGURE : 1);
      if (worth > best.value) best = { from, to: to + 1, value: worth };
    }
  }
  // A short answer reads better with the sentence that follows it (context, the how).
  let { to } = best;
  const length = () => sentences.slice(best.from, to).join(' ').length;
  while (to < sentences.length && to - best.from < max && length() < MIN_QUOTE) to++;
  // A sentence that announces what follows (`…, so set extrapolateLeft:`) is not quoted without it.
  if (to < sentences.length && sentences[to - 1]!.endsWith(':') && sentences[to]!.length <= chars)
    to++;
  return sentences.slice(best.from, to).join(' ');
}

/** A number written in digits (`200`, `18,000`, `2.5`), not inside a name (`h264`, `noise2D`). */
const NUMBER = /(?<![\p{L}\p{N}_.])\d[\d,.]*(?![\p{L}\p{N}_(])/u;

/** What a run of sentences without a figure counts, beside one with, for a question that asks for a quantity. */
const NO_FIGURE = 0.5;

/** How much more a later run of sentences must hold to be quoted instead of the opening. */
const OPENING_BONUS = 1.3;

/** Below this many characters, a quote takes the next sentence too. */
const MIN_QUOTE = 160;
