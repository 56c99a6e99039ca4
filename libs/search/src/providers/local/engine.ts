import type MiniSearch from 'minisearch';
import type { SearchResult } from 'minisearch';
import { decorateHit, type WordMatcher } from '../../core/highlight.js';
import { resolveOptions, type SearchOptions, type SearchResponse } from '../../core/provider.js';
import { bareText, camelParts } from '../../core/text.js';
import type { SearchRecord, SearchRecordType } from '../../core/types.js';
import { createSuggester } from './suggest.js';
import { indexTokens, normalizeTerm, queryTerms, queryTokens, termMatches } from './terms.js';

/** The MiniSearch class (injected, so the library loads only when the index is first used). */
export type MiniSearchClass = typeof MiniSearch;

/** An in-memory index over records, answering queries synchronously. */
export interface LocalIndex {
  search(query: string, options?: SearchOptions): SearchResponse;
  /** Page titles spelled closest to a query (for a query that found nothing). */
  suggest(query: string, count?: number): string[];
  readonly records: readonly SearchRecord[];
}

interface Doc {
  id: number;
  title: string;
  headings: string;
  content: string;
}

/** Field boosts: a word in the page title says more than one in a heading, which says more than one in the text. */
const BOOST = { title: 4, headings: 2, content: 1 };
/** Within a tier, a page or heading record beats a paragraph that scores the same. */
const TYPE_WEIGHT: Record<SearchRecordType, number> = {
  lvl1: 1.3,
  lvl2: 1.15,
  lvl3: 1.1,
  content: 1,
};

/**
 * Ranking tier of a page-title record: 3 when the bare title equals the bare query
 * (`interpolate` → `interpolate()`, `player` → `<Player>`), 2.5 when the page's URL name
 * does (`noise` → `/docs/noise`), 2 when the title starts with it (typing), 1 when every
 * query term is in the title (typos allowed), else 0.
 */
function titleTier(title: TitleKey, bareQuery: string, terms: string[]): number {
  if (title.bare === bareQuery) return 3;
  if (title.slug === bareQuery) return 2.5;
  if (bareQuery.length >= 2 && title.bare.startsWith(bareQuery)) return 2;
  if (terms.every((q) => title.terms.some((t) => termMatches(q, t)))) return 1;
  return 0;
}

/** A page title, prepared for {@link titleTier}. */
interface TitleKey {
  bare: string;
  /** The last segment of the page's URL, bare. */
  slug: string;
  terms: string[];
}

function titleKey(title: string, url: string): TitleKey {
  const terms = indexTokens(title)
    .map(normalizeTerm)
    .filter((t): t is string => t !== null);
  return { bare: bareText(title), slug: bareText(url.slice(url.lastIndexOf('/') + 1)), terms };
}

function wordMatcher(result: SearchResult): WordMatcher {
  const terms = new Set(Object.keys(result.match));
  return (word) => {
    if (terms.has(normalizeTerm(word) ?? '')) return true;
    const parts = camelParts(word);
    return parts.length > 1 && parts.some((p) => terms.has(normalizeTerm(p) ?? ''));
  };
}

/** Builds the index (a few ms per hundred pages) and returns its query function. */
export function createLocalIndex(
  records: readonly SearchRecord[],
  MiniSearchImpl: MiniSearchClass,
): LocalIndex {
  const index = new MiniSearchImpl<Doc>({
    fields: ['title', 'headings', 'content'],
    tokenize: indexTokens,
    processTerm: normalizeTerm,
    searchOptions: {
      tokenize: queryTokens,
      processTerm: normalizeTerm,
      boost: BOOST,
      prefix: true,
      fuzzy: (term) => (term.length > 3 ? 1 : false),
    },
  });
  index.addAll(
    records.map((r, id) => ({
      id,
      // The URL's last segment is often the name readers search for (`/docs/reusability`).
      title: `${r.hierarchy.lvl1} ${r.url_without_anchor.slice(r.url_without_anchor.lastIndexOf('/') + 1)}`,
      headings: [r.hierarchy.lvl2, r.hierarchy.lvl3].filter(Boolean).join(' '),
      content: r.content ?? '',
    })),
  );

  const titleKeys = new Map<number, TitleKey>();
  const rankOf = (id: number, record: SearchRecord, bareQuery: string, terms: string[]) => {
    if (record.type !== 'lvl1' || !bareQuery) return { tier: 0, length: 0 };
    let key = titleKeys.get(id);
    if (!key) titleKeys.set(id, (key = titleKey(record.hierarchy.lvl1, record.url_without_anchor)));
    return { tier: titleTier(key, bareQuery, terms), length: key.bare.length };
  };

  return {
    records,
    suggest: createSuggester(records),
    search(query, options) {
      const { limit, offset, snippetWords } = resolveOptions(options);
      const terms = queryTerms(query);
      if (!terms.length) return { query, hits: [], nbHits: 0 };
      // Cheapest first: every word as typed (or as a prefix); then with one typo per word;
      // then any word (a stray word should not empty the list). Typos cost the most to look up.
      let results = index.search(query, { combineWith: 'AND', fuzzy: false });
      if (!results.length) results = index.search(query, { combineWith: 'AND' });
      if (!results.length) results = index.search(query, { combineWith: 'OR' });
      const bareQuery = bareText(query);
      const ranked = results
        .map((result) => {
          const id = result.id as number;
          const record = records[id]!;
          const { tier, length } = rankOf(id, record, bareQuery, terms);
          return { result, record, tier, length, score: result.score * TYPE_WEIGHT[record.type] };
        })
        // Among titles that start with what was typed, the shortest is the closest completion.
        .sort(
          (a, b) =>
            b.tier - a.tier || (a.tier === 2 ? a.length - b.length : 0) || b.score - a.score,
        );
      const hits = ranked
        .slice(offset, offset + limit)
        .map(({ result, record }) =>
          decorateHit(record, wordMatcher(result), { queryTerms: terms.length, snippetWords }),
        );
      return { query, hits, nbHits: ranked.length };
    },
  };
}
