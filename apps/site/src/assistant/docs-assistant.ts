import { bareText, type SearchProvider, type SearchRecord } from '@sitekit/search';
import { citationsFrom, type Citation } from './retrieve';

/** What the local assistant says to a question: cited sections, or that nothing matched. */
export type Answer = { kind: 'sections'; citations: Citation[] } | { kind: 'none' };

/** The local docs assistant: answers by retrieval over the site's search records. */
export interface DocsAssistant {
  /** Finds the sections that best match `question`; rejects when the index cannot be loaded. */
  ask(question: string): Promise<Answer>;
  /** Starts loading the index. */
  preload(): Promise<void>;
}

/** How many ranked records to look at when picking the cited sections. */
const CANDIDATES = 40;

/** The question's words that may name something (the provider drops stop words itself). */
const wordsOf = (question: string) => [...new Set(question.match(/[\p{L}\p{N}_$]{3,}/gu) ?? [])];

/**
 * Ranks records for a question: a page whose title is one of its words comes first
 * (`spring` → the `spring()` page), then what matches the whole question, then what
 * matches each word, so a question with a stray word still finds its sections.
 */
async function rank(
  provider: SearchProvider,
  question: string,
): Promise<{ ranked: SearchRecord[]; named: SearchRecord[] }> {
  const [whole, ...perWord] = await Promise.all(
    [question, ...wordsOf(question)].map((q, i) =>
      provider.search(q, { limit: i ? 10 : CANDIDATES }),
    ),
  );
  const named = perWord.flatMap(({ query, hits }) =>
    hits.filter(
      (h) => h.url === h.url_without_anchor && bareText(h.hierarchy.lvl1) === bareText(query),
    ),
  );
  return { named, ranked: [...named, ...whole!.hits, ...perWord.flatMap((r) => r.hits)] };
}

/** Builds the assistant on a search provider; `excluded` lists pages it must never quote. */
export function createDocsAssistant(
  provider: SearchProvider,
  excluded: ReadonlySet<string>,
): DocsAssistant {
  return {
    preload: () => provider.preload(),
    async ask(question) {
      const { ranked, named } = await rank(provider, question);
      const pinned = new Set(named.map((r) => r.url));
      const citations = citationsFrom(ranked, { excluded, pinned });
      return citations.length ? { kind: 'sections', citations } : { kind: 'none' };
    },
  };
}
