/// <reference types="node" />
/**
 * Size and query speed of a built sharded index, measured in Node with the same engine the
 * browser's worker runs (fetch replaced by a file read).
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { SearchRecord } from '../core/types.js';
import { createSearchEngine } from '../providers/local/engine.js';
import {
  MANIFEST_FILE,
  type PageFragment,
  type SearchManifest,
} from '../providers/local/format.js';
import { fragmentRecords } from '../providers/local/index-data.js';
import { fetchStore } from '../providers/local/store.js';

/** What {@link benchSearchIndex} measured. */
export interface SearchBenchReport {
  dir: string;
  pages: number;
  records: number;
  files: number;
  /** Every file of the index, gzip. */
  gzipBytes: number;
  manifestGzipBytes: number;
  /** gzip bytes a first query reads: the manifest, its words' shards, its hits' fragments (median over the queries). */
  firstQueryGzipBytes: number;
  /** From a cold engine to the first query's hits (files read from disk). */
  firstResultMs: number;
  queries: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

/**
 * A deterministic mix of `count` queries drawn from the index: whole titles, title
 * prefixes as typed, headings, one-typo words and two-word queries.
 */
export function benchQueries(records: readonly SearchRecord[], count = 200): string[] {
  const titles = [...new Set(records.map((r) => r.hierarchy.lvl1))];
  const headings = [
    ...new Set(
      records.flatMap((r) => [r.hierarchy.lvl2, r.hierarchy.lvl3]).filter((h): h is string => !!h),
    ),
  ];
  const words = [
    ...new Set(
      [...titles, ...headings].flatMap((t) => t.toLowerCase().match(/[\p{L}\p{N}]{4,}/gu) ?? []),
    ),
  ];
  if (!words.length) return [];
  const pick = <T>(list: T[], i: number) => list[(i * 7919) % list.length]!;
  const out: string[] = [];
  for (let i = 0; out.length < count; i++) {
    const word = pick(words, i);
    switch (i % 5) {
      case 0:
        out.push(pick(titles, i));
        break;
      case 1:
        out.push(word.slice(0, 3 + (i % 3)));
        break;
      case 2:
        out.push(headings.length ? pick(headings, i) : word);
        break;
      case 3:
        out.push(word.slice(0, 1) + word.slice(2)); // one letter dropped
        break;
      default:
        out.push(`${word} ${pick(words, i + 1)}`);
    }
  }
  return out;
}

/** Measures a sharded index folder: its size, what a first query reads, the cold time to a first result, and p50/p95 over `count` queries. */
export async function benchSearchIndex(
  dir: string,
  options: { count?: number; queries?: string[] } = {},
): Promise<SearchBenchReport> {
  const names = (await readdir(dir)).filter((f) => f.endsWith('.json'));
  const gzipOf = new Map<string, number>();
  for (const name of names)
    gzipOf.set(name, gzipSync(await readFile(join(dir, name)), { level: 9 }).length);
  const read: string[] = [];
  const fileFetch = async (url: string) => {
    const name = url.slice(url.lastIndexOf('/') + 1);
    read.push(name);
    const body = await readFile(join(dir, name), 'utf8');
    return { ok: true, status: 200, json: async () => JSON.parse(body) as unknown };
  };
  const manifest = JSON.parse(await readFile(join(dir, MANIFEST_FILE), 'utf8')) as SearchManifest;
  const fragments = await Promise.all(
    manifest.pages.map(
      async ([, , , file]) => JSON.parse(await readFile(join(dir, file), 'utf8')) as PageFragment,
    ),
  );
  const records = fragments.flatMap(fragmentRecords);
  const queries = options.queries ?? benchQueries(records, options.count ?? 200);

  // Cold: a fresh engine per query, for what a first query reads.
  const firstBytes: number[] = [];
  let firstResultMs = 0;
  for (const [i, query] of queries.slice(0, 30).entries()) {
    read.length = 0;
    const start = performance.now();
    await createSearchEngine(fetchStore('/', fileFetch)).search(query, { limit: 5 });
    if (i === 0) firstResultMs = performance.now() - start;
    firstBytes.push([...new Set(read)].reduce((sum, f) => sum + (gzipOf.get(f) ?? 0), 0));
  }
  firstBytes.sort((a, b) => a - b);

  const engine = createSearchEngine(fetchStore('/', fileFetch));
  const times: number[] = [];
  for (const query of queries) {
    const start = performance.now();
    await engine.search(query);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return {
    dir,
    pages: manifest.pages.length,
    records: records.length,
    files: names.length,
    gzipBytes: [...gzipOf.values()].reduce((a, b) => a + b, 0),
    manifestGzipBytes: gzipOf.get(MANIFEST_FILE) ?? 0,
    firstQueryGzipBytes: percentile(firstBytes, 50),
    firstResultMs,
    queries: times.length,
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
    maxMs: times.at(-1) ?? 0,
  };
}

/** The report as aligned lines, for the bench script's table. */
export function formatSearchBench(report: SearchBenchReport): string[] {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const ms = (n: number) => `${n.toFixed(2)} ms`;
  return [
    `search index: ${report.pages} pages, ${report.records} records, ${report.files} files, ${kb(report.gzipBytes)} gzip in all`,
    `manifest (read before any query, gzip): ${kb(report.manifestGzipBytes)}`,
    `read by a first query, median (gzip): ${kb(report.firstQueryGzipBytes)}`,
    `search first result, cold (node, files from disk): ${ms(report.firstResultMs)}`,
    `search query p50 / p95 / max over ${report.queries}: ${ms(report.p50Ms)} / ${ms(report.p95Ms)} / ${ms(report.maxMs)}`,
  ];
}
