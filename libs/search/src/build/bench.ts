/// <reference types="node" />
/**
 * Index size and query speed of a built local index, measured in Node with the same
 * provider the browser uses (fetch replaced by a file read).
 */
import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import type { SearchIndexFile, SearchRecord } from '../core/types.js';
import { createLocalProvider } from '../providers/local/index.js';

/** What {@link benchSearchIndex} measured. */
export interface SearchBenchReport {
  file: string;
  pages: number;
  records: number;
  rawBytes: number;
  gzipBytes: number;
  rawBytesPer100Pages: number;
  gzipBytesPer100Pages: number;
  /** Parse + MiniSearch load + index build + first query, from a cold provider. */
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

/** Measures an index file: bytes (raw, gzip) per 100 pages, cold time to a first result, and p50/p95 over `count` queries. */
export async function benchSearchIndex(
  file: string,
  options: { count?: number; queries?: string[] } = {},
): Promise<SearchBenchReport> {
  const raw = await readFile(file);
  const gzipBytes = gzipSync(raw, { level: 9 }).length;
  const index = JSON.parse(raw.toString('utf8')) as SearchIndexFile;
  const pages = new Set(index.records.map((r) => r.url_without_anchor)).size;
  const queries = options.queries ?? benchQueries(index.records, options.count ?? 200);

  const provider = createLocalProvider({
    fetchIndex: async () => JSON.parse(raw.toString('utf8')) as SearchIndexFile,
  });
  let start = performance.now();
  await provider.search(queries[0] ?? 'a');
  const firstResultMs = performance.now() - start;
  const times: number[] = [];
  for (const query of queries) {
    start = performance.now();
    await provider.search(query);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const per100 = (bytes: number) => Math.round((bytes / Math.max(pages, 1)) * 100);
  return {
    file,
    pages,
    records: index.records.length,
    rawBytes: raw.length,
    gzipBytes,
    rawBytesPer100Pages: per100(raw.length),
    gzipBytesPer100Pages: per100(gzipBytes),
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
    `search index: ${report.pages} pages, ${report.records} records`,
    `search index size raw / gzip: ${kb(report.rawBytes)} / ${kb(report.gzipBytes)}`,
    `search index per 100 pages raw / gzip: ${kb(report.rawBytesPer100Pages)} / ${kb(report.gzipBytesPer100Pages)}`,
    `search first result, cold (node): ${ms(report.firstResultMs)}`,
    `search query p50 / p95 / max over ${report.queries}: ${ms(report.p50Ms)} / ${ms(report.p95Ms)} / ${ms(report.maxMs)}`,
  ];
}
