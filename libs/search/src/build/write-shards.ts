/// <reference types="node" />
import { createHash } from 'node:crypto';
import { link, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SearchRecord } from '../core/types.js';
import {
  INDEX_FORMAT_VERSION,
  MANIFEST_FILE,
  type SearchManifest,
  type TermShard,
} from '../providers/local/format.js';
import { buildIndexData, type IndexScoring } from '../providers/local/index-data.js';
import { vocabKey } from '../providers/local/store.js';

/** Options of {@link writeSearchShards}. */
export interface WriteShardsOptions {
  /** Uncompressed size a term shard grows to before the next one starts. @default 24000 */
  shardBytes?: number;
  /** How words are scored (`PASSAGE_SCORING` for an assistant's passages). @default rarity per field, the default field boosts */
  scoring?: IndexScoring;
  /**
   * A folder holding an earlier index written by this function (a published build's): a
   * content-named file it already has is hard-linked from there instead of written, so an
   * unchanged shard or page fragment keeps its bytes, and whatever knows the earlier file
   * (its compressed copies) can tell it is the same without reading it.
   */
  linkFrom?: string;
}

/** What {@link writeSearchShards} wrote. */
export interface ShardsReport {
  pages: number;
  records: number;
  terms: number;
  /** Every file written, with its size: name → bytes. */
  files: Map<string, number>;
}

/**
 * Writes the sharded index into `dir` (the folder the local provider's `indexUrl` points
 * at): `index.json`, and content-named term shards (`t-…`), vocabulary lists (`v-…`) and
 * page fragments (`p-…`), so an unchanged file keeps its name and its cache across builds.
 */
export async function writeSearchShards(
  records: readonly SearchRecord[],
  dir: string,
  options: WriteShardsOptions = {},
): Promise<ShardsReport> {
  const { shardBytes = 24_000, scoring, linkFrom } = options;
  const data = buildIndexData(records, scoring);
  const files = new Map<string, string>();
  const add = (prefix: string, body: unknown) => {
    const json = JSON.stringify(body);
    const name = `${prefix}-${createHash('sha256').update(json).digest('hex').slice(0, 10)}.json`;
    files.set(name, json);
    return name;
  };

  const shards: SearchManifest['shards'] = [];
  let shard: TermShard = { terms: [], postings: [] };
  let size = 0;
  const flush = () => {
    if (shard.terms.length) shards.push([shard.terms[0]!, add('t', shard)]);
    shard = { terms: [], postings: [] };
    size = 0;
  };
  data.terms.forEach((term, i) => {
    const postings = data.postings[i]!;
    // About the JSON size of this term's entry.
    const bytes = term.length + 4 + postings.length * 4;
    if (size && size + bytes > shardBytes) flush();
    shard.terms.push(term);
    shard.postings.push(postings);
    size += bytes;
  });
  flush();
  // The first shard also covers terms sorting before its first one.
  if (shards.length) shards[0]![0] = '';

  const byKey = new Map<string, string[]>();
  for (const term of data.terms) {
    const key = vocabKey(term);
    if (!byKey.has(key)) byKey.set(key, []);
    byKey.get(key)!.push(term);
  }
  const vocab: SearchManifest['vocab'] = {};
  for (const [key, terms] of byKey) vocab[key] = add('v', terms);

  const manifest: SearchManifest = {
    version: INDEX_FORMAT_VERSION,
    pages: data.pages.map((p) => [p.url, p.title, p.count, add('p', p.fragment)]),
    shards,
    vocab,
  };
  files.set(MANIFEST_FILE, JSON.stringify(manifest));

  await mkdir(dir, { recursive: true });
  const write = (name: string, json: string) =>
    linkFrom && name !== MANIFEST_FILE
      ? link(join(linkFrom, name), join(dir, name)).catch(() => writeFile(join(dir, name), json))
      : writeFile(join(dir, name), json);
  await Promise.all([...files].map(([name, json]) => write(name, json)));
  return {
    pages: data.pages.length,
    records: records.length,
    terms: data.terms.length,
    files: new Map([...files].map(([name, json]) => [name, Buffer.byteLength(json)])),
  };
}
