/**
 * Turns records into the index's data: pages with their fragments, and per term the
 * records it occurs in with a precomputed score. Scoring is BM25 per field, weighted by
 * field, record type and page type, so a query only adds numbers up.
 */
import type { SearchRecord, SearchRecordType } from '../../core/types.js';
import type { FragmentRecord, PageFragment } from './format.js';
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

const terms = (text: string | null | undefined): string[] =>
  text
    ? indexTokens(text)
        .map(normalizeTerm)
        .filter((t): t is string => t !== null)
    : [];

const slugOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

function fieldsOf(record: SearchRecord): Partial<Record<Field, string[]>> {
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

  // Term frequencies per field per record, field lengths, and document frequencies.
  const fieldTerms = ordered.map(fieldsOf);
  const lengthSum: Record<Field, number> = {
    title: 0,
    slug: 0,
    headings: 0,
    page: 0,
    content: 0,
    code: 0,
  };
  const lengthCount: Record<Field, number> = { ...lengthSum };
  const ZERO: Record<Field, number> = { ...lengthSum };
  const docFreq = new Map<string, Record<Field, number>>();
  // Records holding a term in any field (for `idf: 'record'`).
  const recordFreq = new Map<string, number>();
  const freqs = fieldTerms.map((fields) => {
    const perField = new Map<Field, Map<string, number>>();
    for (const field of FIELDS) {
      const list = fields[field];
      if (!list) continue;
      lengthSum[field] += list.length;
      lengthCount[field]++;
      const counts = new Map<string, number>();
      for (const t of list) counts.set(t, (counts.get(t) ?? 0) + 1);
      for (const t of counts.keys()) {
        let df = docFreq.get(t);
        if (!df) docFreq.set(t, (df = { ...ZERO }));
        df[field]++;
      }
      perField.set(field, counts);
    }
    if (recordIdf) {
      const seen = new Set<string>();
      for (const counts of perField.values()) for (const t of counts.keys()) seen.add(t);
      for (const t of seen) recordFreq.set(t, (recordFreq.get(t) ?? 0) + 1);
    }
    return perField;
  });

  const total = ordered.length;
  // To three significant digits: ranking cannot tell, and an edit of one page then leaves the
  // other pages' scores (and the files holding them, cached by readers) as they were.
  const avgLength = (field: Field) =>
    Number((lengthSum[field] / Math.max(1, lengthCount[field])).toPrecision(3));
  const postingsByTerm = new Map<string, number[]>();
  const lastId = new Map<string, number>();
  freqs.forEach((perField, id) => {
    const record = ordered[id]!;
    const weight = TYPE_WEIGHT[record.type] * (PAGE_TYPE_WEIGHT[record.page_type] ?? 1);
    const scores = new Map<string, number>();
    for (const [field, counts] of perField) {
      if (!boost[field]) continue;
      const length = fieldTerms[id]![field]!.length;
      const norm = 1 - BM25.b + (BM25.b * length) / avgLength(field);
      for (const [t, tf] of counts) {
        const n = recordIdf ? recordFreq.get(t)! : docFreq.get(t)![field];
        const idf = Math.log(1 + (total - n + 0.5) / (n + 0.5));
        const bm25 = idf * (BM25.d + (tf * (BM25.k + 1)) / (tf + BM25.k * norm));
        scores.set(t, (scores.get(t) ?? 0) + boost[field] * bm25);
      }
    }
    for (const [t, score] of scores) {
      let list = postingsByTerm.get(t);
      if (!list) postingsByTerm.set(t, (list = []));
      list.push(id - (lastId.get(t) ?? 0), Math.max(1, Math.round(score * weight * 100)));
      lastId.set(t, id);
    }
  });

  const sorted = [...postingsByTerm.keys()].sort();
  return { pages, terms: sorted, postings: sorted.map((t) => postingsByTerm.get(t)!) };
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
