/**
 * Turns records into the index's data: pages with their fragments, and per term the
 * records it occurs in with a precomputed score. Scoring is BM25 per field, weighted by
 * field, record type and page type, so a query only adds numbers up.
 */
import type { SearchRecord, SearchRecordType } from '../../core/types.js';
import type { FragmentRecord, PageFragment } from './format.js';
import { WORD } from '../../core/text.js';
import { indexTokens, normalizeTerm } from './terms.js';

/** The fields a record is scored on, and what a word in each is worth. */
export const FIELD_BOOST = {
  /** The page title, on the page's title record only. */
  title: 4,
  /** The last segment of the page's URL (`/docs/reusability`), on the title record only. */
  slug: 4,
  /** A section's own heading (its h2, and h3). */
  headings: 2,
  /** The page title, on every section of the page (so `button props` finds Button's Props). */
  page: 2,
  /** The section's text. */
  content: 1,
  /** The section's code blocks (indexes built with `codeTags`): API names used in samples. */
  code: 0.5,
} as const;

type Field = keyof typeof FIELD_BOOST;
const FIELDS = Object.keys(FIELD_BOOST) as Field[];

/** How an index scores words: what a word in each field is worth, and where its rarity is counted. */
export interface IndexScoring {
  /** Worth of a word per field (missing fields keep {@link FIELD_BOOST}'s). */
  fieldBoost?: Partial<Record<Field, number>>;
  /**
   * `'field'`: a word's rarity is counted per field (a common word is rare among titles, so a
   * title holding it scores high: what a reader typing a page's name wants). `'record'`: over
   * whole records (a rare word anywhere outweighs a common one in a title: what answering a
   * question in a reader's words wants). @default 'field'
   */
  idf?: 'field' | 'record';
}

/**
 * Scoring for retrieving passages that answer questions: rarity counted over whole records,
 * headings above text but titles not far above, URL names not at all.
 */
export const PASSAGE_SCORING: IndexScoring = {
  idf: 'record',
  fieldBoost: { title: 1.8, slug: 0, headings: 1.5, page: 1.2, content: 1, code: 0.6 },
};

/** Within a page, the title record beats a heading, which beats a paragraph that scores the same. */
export const TYPE_WEIGHT: Record<SearchRecordType, number> = {
  lvl1: 1.3,
  lvl2: 1.15,
  lvl3: 1.1,
  content: 1,
};

/** Reference pages first: a blog post or product page scores below a doc for the same words. */
export const PAGE_TYPE_WEIGHT: Record<string, number> = { doc: 1, page: 0.7, post: 0.6 };

const BM25 = { k: 1.2, b: 0.7, d: 0.5 };

/** One page of the index. */
export interface IndexPage {
  url: string;
  title: string;
  /** Id of its first record (its title record). */
  first: number;
  count: number;
  fragment: PageFragment;
}

/** The whole index in memory: what the build splits into files, or what a provider queries directly. */
export interface IndexData {
  pages: IndexPage[];
  /** Every term, sorted. */
  terms: string[];
  /** Per term (same order): `[gap, score, …]` (record-id gaps, scores in hundredths). */
  postings: number[][];
}

/**
 * Reads texts into term numbers, remembering each word's terms (a site's texts use a few tens
 * of thousands of words a million times): the terms `indexTokens` then `normalizeTerm` give.
 */
function termReader() {
  /** Each term's number is its place here. */
  const names: string[] = [];
  const numbers = new Map<string, number>();
  const ofWord = new Map<string, number[]>();
  const termsOfWord = (word: string): number[] => {
    let found = ofWord.get(word);
    if (!found) {
      found = [];
      for (const token of indexTokens(word)) {
        const term = normalizeTerm(token);
        if (term === null) continue;
        let n = numbers.get(term);
        if (n === undefined) numbers.set(term, (n = names.push(term) - 1));
        found.push(n);
      }
      ofWord.set(word, found);
    }
    return found;
  };
  const read = (text: string | null | undefined): number[] => {
    const out: number[] = [];
    if (!text) return out;
    for (const [word] of text.matchAll(WORD)) for (const n of termsOfWord(word)) out.push(n);
    return out;
  };
  return { read, names };
}

const slugOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

function fieldsOf(
  record: SearchRecord,
  terms: (text: string | null | undefined) => number[],
): Partial<Record<Field, number[]>> {
  const { hierarchy } = record;
  if (record.type === 'lvl1')
    return { title: terms(hierarchy.lvl1), slug: terms(slugOf(record.url_without_anchor)) };
  return {
    headings: terms([hierarchy.lvl2, hierarchy.lvl3].filter(Boolean).join(' ')),
    page: terms(hierarchy.lvl1),
    content: terms(record.content),
    ...(record.code ? { code: terms(record.code.join('\n')) } : {}),
  };
}

function fragmentRecord(r: SearchRecord): FragmentRecord {
  const out: FragmentRecord = [
    r.objectID,
    r.anchor,
    r.type,
    r.hierarchy.lvl2,
    r.hierarchy.lvl3,
    r.content,
  ];
  if (r.no_ai || r.code) out.push(r.no_ai ? 1 : 0);
  if (r.code) out.push(r.code);
  return out;
}

/** Records grouped by page, in the order pages first appear (the builder already emits them so). */
function groupPages(records: readonly SearchRecord[]): SearchRecord[][] {
  const byUrl = new Map<string, SearchRecord[]>();
  for (const r of records) {
    let list = byUrl.get(r.url_without_anchor);
    if (!list) byUrl.set(r.url_without_anchor, (list = []));
    list.push(r);
  }
  // The title record leads each page: ranking treats a page's first record as its title.
  return [...byUrl.values()].map((list) => {
    const title = list.findIndex((r) => r.type === 'lvl1');
    return title > 0 ? [list[title]!, ...list.filter((_, i) => i !== title)] : list;
  });
}

/** Builds the index data of `records` (a few hundred ms for ten thousand records). */
export function buildIndexData(
  records: readonly SearchRecord[],
  scoring: IndexScoring = {},
): IndexData {
  const boost = { ...FIELD_BOOST, ...scoring.fieldBoost };
  const recordIdf = scoring.idf === 'record';
  const grouped = groupPages(records);
  const ordered = grouped.flat();
  const pages: IndexPage[] = [];
  let first = 0;
  for (const list of grouped) {
    const head = list[0]!;
    pages.push({
      url: head.url_without_anchor,
      title: head.hierarchy.lvl1,
      first,
      count: list.length,
      fragment: {
        url: head.url_without_anchor,
        lvl0: head.hierarchy.lvl0,
        title: head.hierarchy.lvl1,
        language: head.language,
        docusaurus_tag: head.docusaurus_tag,
        page_type: head.page_type,
        records: list.map(fragmentRecord),
      },
    });
    first += list.length;
  }

  // Every record's terms per field, as numbers (`names[n]` is term n).
  const { read, names } = termReader();
  const fieldTerms = ordered.map((record) => fieldsOf(record, read));
  const termCount = names.length;
  const F = FIELDS.length;

  // Term frequencies per field per record (in first-seen order), field lengths, and document
  // frequencies: per field (`docFreq[n * F + field]`) and over whole records (`recordFreq`).
  const lengthSum = new Float64Array(F);
  const lengthCount = new Float64Array(F);
  const docFreq = new Int32Array(termCount * F);
  const recordFreq = new Int32Array(termCount);
  const lastRecord = new Int32Array(termCount).fill(-1);
  const tally = new Int32Array(termCount);
  /** Per record, per field present: the field's index, its length, its terms and their counts. */
  const freqs = fieldTerms.map((fields, id) => {
    const perField: { f: number; length: number; terms: number[]; counts: number[] }[] = [];
    FIELDS.forEach((field, f) => {
      const list = fields[field];
      if (!list) return;
      lengthSum[f]! += list.length;
      lengthCount[f]!++;
      const terms: number[] = [];
      for (const n of list) if (tally[n]!++ === 0) terms.push(n);
      const counts = terms.map((n) => tally[n]!);
      for (const n of terms) {
        tally[n] = 0;
        docFreq[n * F + f]!++;
        if (lastRecord[n] !== id) {
          lastRecord[n] = id;
          recordFreq[n]!++;
        }
      }
      perField.push({ f, length: list.length, terms, counts });
    });
    return perField;
  });

  const total = ordered.length;
  // To three significant digits: ranking cannot tell, and an edit of one page then leaves the
  // other pages' scores (and the files holding them, cached by readers) as they were.
  const avgLength = FIELDS.map((_, f) =>
    Number((lengthSum[f]! / Math.max(1, lengthCount[f]!)).toPrecision(3)),
  );
  const boosts = FIELDS.map((field) => boost[field]);
  const postings: number[][] = Array.from({ length: termCount }, () => []);
  const lastId = new Int32Array(termCount);
  const scores = new Float64Array(termCount);
  const scoredIn = new Int32Array(termCount).fill(-1);
  freqs.forEach((perField, id) => {
    const record = ordered[id]!;
    const weight = TYPE_WEIGHT[record.type] * (PAGE_TYPE_WEIGHT[record.page_type] ?? 1);
    const scored: number[] = [];
    for (const { f, length, terms, counts } of perField) {
      if (!boosts[f]) continue;
      const norm = 1 - BM25.b + (BM25.b * length) / avgLength[f]!;
      terms.forEach((n, i) => {
        const df = recordIdf ? recordFreq[n]! : docFreq[n * F + f]!;
        const idf = Math.log(1 + (total - df + 0.5) / (df + 0.5));
        const tf = counts[i]!;
        const bm25 = idf * (BM25.d + (tf * (BM25.k + 1)) / (tf + BM25.k * norm));
        if (scoredIn[n] !== id) {
          scoredIn[n] = id;
          scored.push(n);
        }
        scores[n] = scores[n]! + boosts[f]! * bm25;
      });
    }
    for (const n of scored) {
      postings[n]!.push(id - lastId[n]!, Math.max(1, Math.round(scores[n]! * weight * 100)));
      lastId[n] = id;
      scores[n] = 0;
    }
  });

  // Terms only in fields worth nothing have no postings, and are not in the index.
  const sorted = names
    .map((_, n) => n)
    .filter((n) => postings[n]!.length > 0)
    .sort((a, b) => (names[a]! < names[b]! ? -1 : 1));
  return { pages, terms: sorted.map((n) => names[n]!), postings: sorted.map((n) => postings[n]!) };
}

/** The records of a fragment, as the provider returns them in hits. */
export function fragmentRecords(fragment: PageFragment): SearchRecord[] {
  return fragment.records.map(([objectID, anchor, type, lvl2, lvl3, content, noAi, code]) => ({
    objectID,
    url: anchor ? `${fragment.url}#${anchor}` : fragment.url,
    url_without_anchor: fragment.url,
    anchor,
    type,
    hierarchy: {
      lvl0: fragment.lvl0,
      lvl1: fragment.title,
      lvl2,
      lvl3,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    content,
    language: fragment.language,
    docusaurus_tag: fragment.docusaurus_tag,
    page_type: fragment.page_type,
    ...(noAi ? { no_ai: true } : {}),
    ...(code ? { code } : {}),
  }));
}
