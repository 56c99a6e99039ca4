/**
 * Runs the local docs assistant over the evaluation set against a built site's passages
 * index (files read from dist, as the browser's worker fetches them) and measures what
 * issue 16 asks: hit@1, hit@3, answers that cover the question, abstention, latency and the
 * bytes read before a first answer (against search's for the same question).
 */
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  createSearchEngine,
  fetchStore,
  SEARCH_PASSAGES_PATH,
  SEARCH_SHARDS_PATH,
  type SearchProvider,
} from '@sitekit/search';
import { docsAliases } from '../../../apps/site/src/assistant/aliases';
import { answerQuestion, type Answer } from '../../../apps/site/src/assistant/answer/compose';
import { evalSet, type EvalCase } from './eval-set.mjs';

/** What {@link evaluateAssistant} measured. */
export interface AssistantReport {
  answerable: number;
  unanswerable: number;
  /** Answerable questions whose first citation is an answering section. */
  hit1: number;
  /** … with an answering section among the first three citations. */
  hit3: number;
  /**
   * … whose first citation answers and shows the question's terms: in its quote, or in the
   * code sample the answer shows when that comes from an answering section too.
   */
  covers: number;
  /** Unanswerable questions answered "not covered". */
  abstainedRight: number;
  /** Answerable questions answered "not covered". */
  abstainedWrong: number;
  medianMs: number;
  /** Median gzip bytes read from a cold index before the answer, and before search's first results for the same text. */
  medianBytes: number;
  searchMedianBytes: number;
  failures: string[];
}

type Read = (url: string) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

async function filesOf(dir: string) {
  const gzip = new Map<string, number>();
  for (const name of await readdir(dir))
    gzip.set(name, gzipSync(await readFile(join(dir, name)), { level: 9 }).length);
  const read: string[] = [];
  const fetchFile: Read = async (url) => {
    const name = url.slice(url.lastIndexOf('/') + 1);
    read.push(name);
    const body = await readFile(join(dir, name), 'utf8');
    return { ok: true, status: 200, json: async () => JSON.parse(body) as unknown };
  };
  const provider = (): SearchProvider => {
    const engine = createSearchEngine(fetchStore('/', fetchFile));
    return {
      name: 'files',
      preload: () => engine.preload(),
      search: (q, o) => engine.search(q, o),
    };
  };
  const bytesOf = async (run: () => Promise<unknown>) => {
    read.length = 0;
    await run();
    return [...new Set(read)].reduce((sum, f) => sum + (gzip.get(f) ?? 0), 0);
  };
  return { provider, bytesOf };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;
const page = (url: string) => url.split('#')[0]!;

/** Whether a cited URL answers a case: one of its sections, or (for a page-level answer) that page. */
export function answers(c: EvalCase, url: string): boolean {
  return c.answers.some((a) => a === url || (!a.includes('#') && a === page(url)));
}

export async function evaluateAssistant(
  distDir: string,
  cases: readonly EvalCase[] = evalSet,
): Promise<AssistantReport> {
  const passages = await filesOf(join(distDir, SEARCH_PASSAGES_PATH));
  const search = await filesOf(join(distDir, SEARCH_SHARDS_PATH));
  const warm = passages.provider();
  await warm.preload();
  const report: AssistantReport = {
    answerable: 0,
    unanswerable: 0,
    hit1: 0,
    hit3: 0,
    covers: 0,
    abstainedRight: 0,
    abstainedWrong: 0,
    medianMs: 0,
    medianBytes: 0,
    searchMedianBytes: 0,
    failures: [],
  };
  const times: number[] = [];
  const bytes: number[] = [];
  const searchBytes: number[] = [];
  for (const c of cases) {
    const start = performance.now();
    const answer: Answer = await answerQuestion(warm, c.question, { aliases: docsAliases });
    times.push(performance.now() - start);
    bytes.push(
      await passages.bytesOf(() =>
        answerQuestion(passages.provider(), c.question, { aliases: docsAliases }),
      ),
    );
    searchBytes.push(
      await search.bytesOf(() => search.provider().search(c.question, { limit: 20 })),
    );
    if (!c.answers.length) {
      report.unanswerable++;
      if (answer.kind === 'none') report.abstainedRight++;
      else report.failures.push(`answered: ${c.question} → ${answer.lead.url}`);
      continue;
    }
    report.answerable++;
    if (answer.kind === 'none') {
      report.abstainedWrong++;
      report.failures.push(`refused: ${c.question} (wants ${c.answers[0]})`);
      continue;
    }
    const cited = [answer.lead.url, ...answer.more.map((m) => m.url)];
    const first = answers(c, cited[0]!);
    if (first) report.hit1++;
    else report.failures.push(`missed: ${c.question} → ${cited[0]} (wants ${c.answers[0]})`);
    if (cited.slice(0, 3).some((u) => answers(c, u))) report.hit3++;
    // What the answer shows from an answering section: the lead's quote, and the code sample
    // when that comes from an answering section too.
    const shown = [
      answer.lead.quote,
      answer.code && answers(c, answer.code.url) ? answer.code.code : '',
    ]
      .join('\n')
      .toLowerCase();
    if (first && (c.terms ?? []).every((t) => shown.includes(t.toLowerCase()))) report.covers++;
  }
  report.medianMs = median(times);
  report.medianBytes = median(bytes);
  report.searchMedianBytes = median(searchBytes);
  return report;
}

/** The report as aligned lines, beside the targets. */
export function formatAssistantReport(r: AssistantReport): string[] {
  const pct = (n: number, of: number) =>
    `${n}/${of} (${((n / Math.max(of, 1)) * 100).toFixed(1)} %)`;
  const refused = r.abstainedRight + r.abstainedWrong;
  return [
    `first citation answers (hit@1)             ${pct(r.hit1, r.answerable)}   target ≥ 80 %`,
    `an answering section in the first 3        ${pct(r.hit3, r.answerable)}`,
    `answer covers the question                 ${pct(r.covers, r.answerable)}   target ≥ 75 %`,
    `unanswerable answered "not covered"        ${pct(r.abstainedRight, r.unanswerable)}   target ≥ 90 %`,
    `answerable wrongly refused                 ${pct(r.abstainedWrong, r.answerable)}   target ≤ 5 %`,
    `abstention precision                       ${pct(r.abstainedRight, refused)}`,
    `median latency, index loaded (node)        ${r.medianMs.toFixed(1)} ms   target ≤ 50 ms`,
    `bytes before the answer, median (gzip)     ${(r.medianBytes / 1024).toFixed(1)} KB (search for the same text: ${(r.searchMedianBytes / 1024).toFixed(1)} KB)`,
  ];
}
