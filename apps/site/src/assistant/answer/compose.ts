import { bareText, normalizeTerm, type SearchProvider } from '@sitekit/search';
import {
  passagesOf,
  bestQuote,
  tableQuote,
  idfFrom,
  weigh,
  DEFAULT_WEIGH,
  type Idf,
  type Passage,
  type WeighParams,
  type Weighed,
} from './passages';
import { namesUnknown, variantPages, VARIANT_WEIGHT } from './asked';
import { analyzeQuestion, type Question } from './question';
import { componentsWritten, namesSpelled } from './spelled';
import { typosOf } from './typos';
import type { Written } from './written';

/** A cited section of the docs. */
export interface Citation {
  url: string;
  /** Page title and section heading, e.g. `spring() › Options`. */
  title: string;
  /** Whole sentences of the section (empty when it has no text). */
  quote: string;
}

/** What the assistant says: an answer drawn from the docs, or that they do not cover it. */
export type Answer =
  | {
      kind: 'answer';
      /** The section that answers best, quoted in whole sentences. */
      lead: Citation;
      /** For a how-to, the code sample of the answering section (or of its page). */
      code?: { url: string; title: string; code: string };
      /** Further sections worth reading (2–4). */
      more: Citation[];
      /** With an answer model configured: its answer written from these sections, or why there is none. */
      written?: Written;
    }
  | {
      kind: 'none';
      /** The pages closest to the question, for a reader who wants to look anyway. */
      closest: Citation[];
      /** The site search for the question. */
      searchUrl: string;
    };

/** Options of {@link answerQuestion}. */
export interface AnswerOptions {
  /** Reader words → docs words (`music` → `audio`). */
  aliases?: Readonly<Record<string, readonly string[]>>;
  /** Pages (paths without anchor) never quoted. */
  excluded?: ReadonlySet<string>;
  /**
   * Below this share of the question's information in the best section, the docs are said
   * not to cover it (tuned on the evaluation set). @default {@link COVERAGE_THRESHOLD}
   */
  threshold?: number;
  /**
   * Below this score of the best section per unit of the question's information (a word in
   * its text counts 1, in a heading or title more; see `weigh`), the docs are said not to
   * cover it either. @default {@link STRENGTH_THRESHOLD}
   */
  minStrength?: number;
  /** Path of the search page. @default '/search' */
  searchPath?: string;
  /** How sections are scored. @default {@link DEFAULT_WEIGH} */
  weighParams?: WeighParams;
}

/** What the index returned for a question: candidate sections, and how telling each word is. */
export interface Retrieved {
  question: Question;
  passages: Passage[];
  idf: Idf;
}

/** Tuned on the evaluation set (`npm run bench`): the best share between answering and refusing. */
export const COVERAGE_THRESHOLD = 0.45;

/**
 * Tuned with {@link COVERAGE_THRESHOLD} on the evaluation set: a best section that holds the
 * question's words but weighs less than this share of its information (a product page, or
 * the words only in passing, none in a heading) mentions them rather than answers.
 */
export const STRENGTH_THRESHOLD = 0.55;

/**
 * Sections the index is asked for by any word, and by each pair of telling words: each hit
 * loads its page's fragment, so these bound the bytes read before an answer (kept below
 * search's); tuned on the evaluation set, where more candidates did not rank better.
 */
const CANDIDATES = 8;
const PAIR_CANDIDATES = 2;

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);

/**
 * Retrieves the sections that may answer a question: those holding any of its words (scored
 * as the index scores them), those holding every word, those holding two of its most telling
 * words together, and the pages its code names title, with the sub-sections of each section
 * found (from pages already read). The question comes back with the
 * code names it spells in plain words, or writes without brackets in their own case
 * (`a Sequence` → `<Sequence>`), among the retrieved page titles.
 */
export async function retrieve(
  provider: SearchProvider,
  text: string,
  options: Pick<AnswerOptions, 'aliases' | 'excluded'> = {},
): Promise<Retrieved> {
  const { aliases, excluded = new Set() } = options;
  const question = analyzeQuestion(text, aliases);
  if (!question.terms.length) return { question, passages: [], idf: () => 0 };
  const main = await provider.search(question.query, {
    limit: CANDIDATES,
    distinct: false,
    anyWord: true,
  });
  let idf = idfFrom(main.stats);
  const telling = [...question.terms].sort((a, b) => idf(b) - idf(a)).slice(0, 3);
  const pairs = telling.flatMap((a, i) => telling.slice(i + 1).map((b) => `${a.term} ${b.term}`));
  const words = question.terms.map((t) => t.term).join(' ');
  const more = await Promise.all([
    // Every word (or, failing that, with typos, then any): the search ranking as is.
    provider.search(words, { limit: 6, distinct: false }),
    ...pairs.map((q) => provider.search(q, { limit: PAIR_CANDIDATES, distinct: false })),
    ...question.apiNames.map((name) => provider.search(name, { limit: 2, distinct: false })),
  ]);
  const hits = [main, ...more]
    .flatMap((r) => r.hits)
    .filter((h) => !excluded.has(withoutTrailingSlash(h.url_without_anchor)));
  const found = passagesOf(hits);
  // A section's sub-sections are part of it: those of a retrieved section holding a question
  // word join (their pages' fragments are already read).
  const parents = found.filter((p) => p.headings && !p.parentHeading);
  const below = parents.length
    ? await provider.search(question.query, {
        limit: 60,
        distinct: false,
        anyWord: true,
        pages: [...new Set(parents.map((p) => p.page))],
      })
    : undefined;
  const children = passagesOf(below?.hits ?? []).filter(
    (c) =>
      !found.some((f) => f.url === c.url) &&
      parents.some((p) => p.page === c.page && c.parentHeading === p.headings),
  );
  const passages = [...found, ...children.map((c) => ({ ...c, rank: c.rank + found.length }))];
  // A misspelled word weighs what the word it stands for weighs: its count in the index is
  // asked for (no sections, so no pages are read; the typo's lookup already read its terms).
  const typos = typosOf(question, passages, main.stats?.df ?? {});
  if (typos.size && main.stats) {
    const meant = await provider.search([...typos.values()].flat().join(' '), { limit: 0 });
    const df = { ...main.stats.df };
    for (const [typo, near] of typos)
      df[typo] = Math.max(...near.map((w) => meant.stats?.df[w] ?? 0));
    idf = idfFrom({ ...main.stats, df });
  }
  // A page titled by a code name the question spells in plain words (`current frame` →
  // `useCurrentFrame()`) counts as named, like one it names in code: the titles are those
  // the index already returned, so this reads nothing more.
  const titles = passages.map((p) => p.pageTitle);
  const spelled = namesSpelled(question.phrases, titles);
  const written = componentsWritten(text, titles);
  const apiNames = [...new Set([...question.apiNames, ...spelled, ...written])];
  return { question: { ...question, apiNames }, passages, idf };
}

/**
 * Answers a question from the docs: retrieves the sections that may answer it, weighs them
 * by the information they share with it, and quotes the best in whole sentences, with its
 * code for a how-to and further sections. When the best covers too little of the question,
 * it says the docs do not cover it.
 */
export async function answerQuestion(
  provider: SearchProvider,
  text: string,
  options: AnswerOptions = {},
): Promise<Answer> {
  return composeAnswer(await retrieve(provider, text, options), text, options);
}

/** The answer from retrieved sections (see {@link answerQuestion}). */
export function composeAnswer(
  { question, passages, idf }: Retrieved,
  text: string,
  options: AnswerOptions = {},
): Answer {
  const {
    threshold = COVERAGE_THRESHOLD,
    minStrength = STRENGTH_THRESHOLD,
    weighParams = DEFAULT_WEIGH,
  } = options;
  const searchUrl = `${options.searchPath ?? '/search'}?q=${encodeURIComponent(text.trim())}`;
  if (!passages.length) return { kind: 'none', closest: [], searchUrl };
  const variants = variantPages(passages, question);
  const weighed = passages
    .map((p) => weigh(p, question, idf, passages.length, weighParams))
    .map((w) => (variants.has(w.passage.page) ? { ...w, score: w.score * VARIANT_WEIGHT } : w))
    .sort((a, b) => b.score - a.score);
  const cite = (w: Weighed, chars?: number): Citation => ({
    url: w.passage.url,
    title: w.passage.title,
    quote: bestQuote(w.passage.text, question, idf, chars ? 1 : 3, chars),
  });
  // The answer opens with sentences: the best section that has text (a code-only section
  // lends its code below instead).
  const best = weighed[0];
  const lead =
    best && !best.passage.text
      ? (weighed.find((w) => w.passage.text && w.passage.page === best.passage.page) ??
        weighed.find((w) => w.passage.text) ??
        best)
      : best;
  const information = question.terms.reduce((sum, word) => sum + idf(word), 0);
  if (
    !lead ||
    lead.coverage < threshold ||
    lead.score < minStrength * information ||
    namesUnknown(question, passages).length
  )
    return { kind: 'none', closest: weighed.slice(0, 3).map((w) => cite(w, 200)), searchUrl };

  // A how-to shows code: the lead's, the best section's, its page's, or else the code of the
  // best-weighed section that covers the question well.
  const codeFrom =
    question.howTo &&
    (lead.passage.code.length
      ? lead
      : best?.passage.code.length
        ? best
        : (weighed.find((w) => w.passage.page === lead.passage.page && w.passage.code.length) ??
          weighed.find((w) => w.passage.code.length && w.coverage >= threshold)));
  // Further reading: other sections that cover the question well, other pages first.
  const rest = weighed.filter((w) => w !== lead && w.coverage >= threshold / 2);
  const otherPages = rest.filter((w) => w.passage.page !== lead.passage.page);
  const samePage = rest.filter((w) => w.passage.page === lead.passage.page);
  const further = [...otherPages, ...samePage].slice(0, 4).map((w) => cite(w, 220));
  // A question that asks which things (props, options, fields) is answered by the table of the
  // lead that lists them, when it has one; one that names a row in code (`damping`) by that row.
  const named = [...question.apiNames, ...question.inCode].flatMap(
    (name) => normalizeTerm(bareText(name)) ?? [],
  );
  const table = tableQuote(lead.passage.text, [...question.focus, ...named]);
  return {
    kind: 'answer',
    lead: table ? { ...cite(lead), quote: table } : cite(lead),
    ...(codeFrom
      ? {
          code: {
            url: codeFrom.passage.url,
            title: codeFrom.passage.title,
            code: codeFrom.passage.code[0]!,
          },
        }
      : {}),
    more: further,
  };
}
