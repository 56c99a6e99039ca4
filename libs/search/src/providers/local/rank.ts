import { bareText } from '../../core/text.js';
import { indexTokens, normalizeTerm, termMatches } from './terms.js';

/** A page title, prepared for {@link titleTier}. */
export interface TitleKey {
  bare: string;
  /** The last segment of the page's URL, bare. */
  slug: string;
  terms: string[];
}

export function titleKey(title: string, url: string): TitleKey {
  const terms = indexTokens(title)
    .map(normalizeTerm)
    .filter((t): t is string => t !== null);
  return { bare: bareText(title), slug: bareText(url.slice(url.lastIndexOf('/') + 1)), terms };
}

/**
 * Ranking tier of a page-title record: 3 when the bare title equals the bare query
 * (`loadConfig` → `loadConfig()`, `button` → `<Button>`), 2.5 when the page's URL name
 * does (`noise` → `/docs/noise`), 2 when the title starts with it (typing), 1 when every
 * query term is in the title (typos allowed), else 0.
 */
export function titleTier(title: TitleKey, bareQuery: string, terms: string[]): number {
  if (title.bare === bareQuery) return 3;
  if (title.slug === bareQuery) return 2.5;
  if (bareQuery.length >= 2 && title.bare.startsWith(bareQuery)) return 2;
  if (terms.every((q) => title.terms.some((t) => termMatches(q, t)))) return 1;
  return 0;
}

/** A scored record, before ordering. */
export interface Ranked {
  id: number;
  page: number;
  tier: number;
  /** Bare title length (for tier 2: the shortest completion first). */
  length: number;
  /** Segments in the page's URL (for tier 3: of two pages with the same title, the one nearer the root). */
  depth: number;
  score: number;
}

/**
 * Orders hits best first, then (unless `distinct` is false) spreads them so distinct pages
 * come first: every page's best hit, in rank order, before any page's second hit (which the
 * modal then shows folded under its page), and so on.
 */
export function orderHits(ranked: Ranked[], distinct = true): Ranked[] {
  ranked.sort(
    (a, b) =>
      b.tier - a.tier ||
      (a.tier === 2 ? a.length - b.length : 0) ||
      (a.tier === 3 ? a.depth - b.depth : 0) ||
      b.score - a.score ||
      a.id - b.id,
  );
  if (!distinct) return ranked;
  const seen = new Map<number, number>();
  const rounds = ranked.map((hit) => {
    const round = seen.get(hit.page) ?? 0;
    seen.set(hit.page, round + 1);
    return round;
  });
  return ranked
    .map((hit, i) => ({ hit, round: rounds[i]!, i }))
    .sort((a, b) => a.round - b.round || a.i - b.i)
    .map(({ hit }) => hit);
}
