/**
 * The sharded index the build writes and the local provider reads, file by file: a small
 * manifest (pages and where everything is), term shards (postings with precomputed
 * scores), vocabulary lists (for typo matching) and one fragment per page (what a hit
 * shows). A query loads only the shards of its words and the fragments of the hits shown.
 */
import type { SearchRecordType } from '../../core/types.js';

/** Version of the files below; a provider refuses any other. */
export const INDEX_FORMAT_VERSION = 2;

/** Name of the manifest inside the index folder. */
export const MANIFEST_FILE = 'index.json';

/** One page of the index: `[url, title, number of records, fragment file]`. */
export type ManifestPage = [url: string, title: string, records: number, fragment: string];

/** The first file a query loads. */
export interface SearchManifest {
  version: typeof INDEX_FORMAT_VERSION;
  /** Pages in record order: page i holds the records after those of pages 0…i-1. */
  pages: ManifestPage[];
  /** Term shards in term order: `[first term, file]`; a shard holds the terms up to the next one's first. */
  shards: [first: string, file: string][];
  /** Vocabulary files by the first character of their terms (`''` for terms starting elsewhere). */
  vocab: Record<string, string>;
}

/**
 * A term shard: sorted terms and, per term, its postings as a flat list of record-id gaps
 * and scores (`[gap, score, gap, score, …]`, scores in hundredths).
 */
export interface TermShard {
  terms: string[];
  postings: number[][];
}

/** The terms that start with one character, sorted (typo candidates are looked up here). */
export type VocabFile = string[];

/** One record of a fragment: `[objectID, anchor, type, lvl2, lvl3, content, no_ai, code]`. */
export type FragmentRecord = [
  objectID: string,
  anchor: string | null,
  type: SearchRecordType,
  lvl2: string | null,
  lvl3: string | null,
  content: string | null,
  noAi?: 0 | 1,
  code?: string[],
];

/** What a page's hits show: its facets and its records, in record order. */
export interface PageFragment {
  url: string;
  lvl0: string;
  title: string;
  language: string;
  docusaurus_tag: string;
  page_type: string;
  records: FragmentRecord[];
}
