import { decorateHit, type WordMatcher } from '../../core/highlight.js';
import { resolveOptions, type SearchOptions, type SearchResponse } from '../../core/provider.js';
import { bareText, camelParts } from '../../core/text.js';
import type { SearchRecord } from '../../core/types.js';
import type { TermShard } from './format.js';
import { buildIndexData, fragmentRecords } from './index-data.js';
import { orderHits, titleKey, titleTier, type Ranked, type TitleKey } from './rank.js';
import { memoryStore, vocabKey, type IndexStore, type StoreManifest } from './store.js';
import { createSuggester } from './suggest.js';
import { normalizeTerm, queryTerms, queryTokens, withinOneEdit } from './terms.js';

/** An index answering queries; it loads what each query needs from its store. */
export interface LocalIndex {
  search(query: string, options?: SearchOptions): Promise<SearchResponse>;
  /** Page titles spelled closest to a query (for a query that found nothing). */
  suggest(query: string, count?: number): Promise<string[]>;
  /** Loads what every query needs (the manifest). */
  preload(): Promise<void>;
}

/** How much a looser match of a query word counts (MiniSearch's weights, which the ranking was tuned with). */
const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;

/** Rank of any section of a page whose whole title is one word of the query (below every title tier). */
const NAMED_PAGE_TIER = 0.5;
/** A title that names code: `loadConfig()`, `<Button>`, `@scope/package`, `useQueue`. */
const CODE_TITLE = /^[<@]|\(\)$|\p{Ll}\p{Lu}/u;

/** Records one query word matched: per record id, its score and the index terms that matched. */
type WordHits = Map<number, { score: number; terms: string[] }>;

/** Index of the last item of a sorted list that is ≤ `value` (0 when none is). */
function floorIndex(sorted: readonly string[], value: string): number {
  let lo = 0;
  let hi = sorted.length - 1;
  let found = 0;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! <= value) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** Index of the first item of a sorted list that is ≥ `value`. */
function lowerBound(sorted: readonly string[], value: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function wordMatcher(terms: ReadonlySet<string>): WordMatcher {
  return (word) => {
    if (terms.has(normalizeTerm(word) ?? '')) return true;
    const parts = camelParts(word);
    return parts.length > 1 && parts.some((p) => terms.has(normalizeTerm(p) ?? ''));
  };
}

/** Builds an index in memory over `records` (for Node, tests, or a site that ships all records). */
export function createLocalIndex(records: readonly SearchRecord[]): LocalIndex {
  return createSearchEngine(memoryStore(buildIndexData(records)));
}

/**
 * The search engine over a store: a query loads the manifest once, the shards holding its
 * words (exact or as a prefix; then, if nothing has every word, within one typo), and the
 * fragments of the pages it returns.
 */
export function createSearchEngine(store: IndexStore): LocalIndex {
  const titleKeys = new Map<number, TitleKey>();
  let suggester: ((query: string, count?: number) => string[]) | undefined;

  async function postingsOf(manifest: StoreManifest, term: string, shard?: TermShard) {
    const s = shard ?? (await store.shard(floorIndex(manifest.shardFirsts, term)));
    const i = lowerBound(s.terms, term);
    return s.terms[i] === term ? s.postings[i]! : undefined;
  }

  /** Terms that start with `q` (q itself included), from the shards that can hold them. */
  async function prefixTerms(manifest: StoreManifest, q: string) {
    const from = floorIndex(manifest.shardFirsts, q);
    const to = floorIndex(manifest.shardFirsts, `${q}\uffff`);
    const shards = await Promise.all(
      Array.from({ length: to - from + 1 }, (_, k) => store.shard(from + k)),
    );
    const found: { term: string; shard: TermShard; at: number }[] = [];
    for (const shard of shards) {
      for (let i = lowerBound(shard.terms, q); i < shard.terms.length; i++) {
        if (!shard.terms[i]!.startsWith(q)) break;
        found.push({ term: shard.terms[i]!, shard, at: i });
      }
    }
    return found;
  }

  function addPostings(hits: WordHits, term: string, postings: number[], weight: number) {
    let id = 0;
    for (let k = 0; k < postings.length; k += 2) {
      id += postings[k]!;
      const score = (postings[k + 1]! / 100) * weight;
      const hit = hits.get(id);
      if (hit) {
        hit.score += score;
        hit.terms.push(term);
      } else hits.set(id, { score, terms: [term] });
    }
  }

  /**
   * Records matching one query word: exactly, as a prefix, and with `fuzzy` within one typo
   * (`'if-none'`: only when nothing matched exactly or as a prefix).
   */
  async function matchWord(manifest: StoreManifest, q: string, fuzzy: boolean | 'if-none') {
    const hits: WordHits = new Map();
    for (const { term, shard, at } of await prefixTerms(manifest, q)) {
      const extra = term.length - q.length;
      const weight = extra ? (PREFIX_WEIGHT * term.length) / (term.length + 0.3 * extra) : 1;
      addPostings(hits, term, shard.postings[at]!, weight);
    }
    if (fuzzy === 'if-none' ? !hits.size && q.length > 3 : fuzzy && q.length > 3) {
      const vocab = await store.vocab(vocabKey(q));
      const near = vocab.filter((t) => !t.startsWith(q) && withinOneEdit(q, t));
      const lists = await Promise.all(near.map((t) => postingsOf(manifest, t)));
      near.forEach((t, i) => {
        if (lists[i]) addPostings(hits, t, lists[i], (FUZZY_WEIGHT * t.length) / (t.length + 1));
      });
    }
    return hits;
  }

  /** Records every word matched (`and`) or any word matched, scored by the words they match. */
  function combine(perWord: WordHits[], and: boolean) {
    const out = new Map<number, { score: number; terms: Set<string> }>();
    const [smallest] = [...perWord].sort((a, b) => a.size - b.size);
    const ids = and ? smallest!.keys() : new Set(perWord.flatMap((m) => [...m.keys()])).values();
    for (const id of ids) {
      let score = 0;
      let words = 0;
      const terms = new Set<string>();
      for (const hits of perWord) {
        const hit = hits.get(id);
        if (!hit) {
          if (and) break;
          continue;
        }
        score += hit.score;
        words++;
        hit.terms.forEach((t) => terms.add(t));
      }
      if (and && words < perWord.length) continue;
      // A record matching more of the words ranks higher (MiniSearch's "quality").
      out.set(id, { score: score * words, terms });
    }
    return out;
  }

  function pageOf(manifest: StoreManifest, id: number): number {
    let lo = 0;
    let hi = manifest.pages.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (manifest.pages[mid]!.first <= id) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  return {
    async preload() {
      await store.manifest();
    },
    async suggest(query, count) {
      const manifest = await store.manifest();
      suggester ??= createSuggester(manifest.pages.map((p) => p.title));
      return suggester(query, count);
    },
    async search(query, options) {
      const { limit, offset, snippetWords, distinct, anyWord, pages } = resolveOptions(options);
      const within = pages && new Set(pages);
      const terms = queryTerms(query);
      const bareQuery = bareText(query);
      if (!bareQuery) return { query, hits: [], nbHits: 0 };
      const manifest = await store.manifest();
      const keyOf = (page: number) => {
        let key = titleKeys.get(page);
        if (!key) {
          const info = manifest.pages[page]!;
          titleKeys.set(page, (key = titleKey(info.title, info.url)));
        }
        return key;
      };
      // How common each query word is (exact term), for callers that weigh words themselves.
      const last = manifest.pages.at(-1);
      const df: Record<string, number> = {};
      await Promise.all(
        terms.map(async (q) => (df[q] = ((await postingsOf(manifest, q))?.length ?? 0) / 2)),
      );
      const stats: SearchResponse['stats'] = terms.length
        ? { records: last ? last.first + last.count : 0, df }
        : undefined;
      const answer = async (ranked: Ranked[], matchedTerms: (id: number) => Set<string>) => {
        const shown = orderHits(ranked, distinct).slice(offset, offset + limit);
        const pages = [...new Set(shown.map((h) => h.page))];
        const fragments = new Map(
          await Promise.all(
            pages.map(async (p) => [p, fragmentRecords(await store.fragment(p))] as const),
          ),
        );
        const hits = shown.map(({ id, page }) => {
          const record = fragments.get(page)![id - manifest.pages[page]!.first]!;
          const matches = wordMatcher(matchedTerms(id));
          return decorateHit(record, matches, { queryTerms: terms.length, snippetWords });
        });
        return { query, hits, nbHits: ranked.length, ...(stats ? { stats } : {}) };
      };
      if (!terms.length) {
        // A letter, or a stop word, on the way to a longer word (`i`, `in`): the titles it
        // starts, read from the manifest alone; the reader is still typing.
        const ranked: Ranked[] = [];
        manifest.pages.forEach((info, page) => {
          const key = keyOf(page);
          if (key.bare.startsWith(bareQuery))
            ranked.push({
              id: info.first,
              page,
              tier: 2,
              length: key.bare.length,
              depth: 0,
              score: 0,
            });
        });
        return answer(ranked, () => new Set([bareQuery]));
      }
      // Cheapest first: every word as typed (or as a prefix); then with one typo per word;
      // then any word (a stray word should not empty the list).
      // Any word: a typo is looked up only for a word the index has nowhere (it is one).
      let perWord = await Promise.all(
        terms.map((q) => matchWord(manifest, q, anyWord ? 'if-none' : false)),
      );
      let matched = combine(perWord, !anyWord);
      if (!matched.size && !anyWord) {
        perWord = await Promise.all(terms.map((q) => matchWord(manifest, q, true)));
        matched = combine(perWord, true);
        if (!matched.size) matched = combine(perWord, false);
      }
      // In a query of several words, one that is an API page's whole title names that page
      // (`loadConfig config file`): the page's sections rank above other pages' sections.
      // With anyWord (a question, not a name being typed), the words' scores alone rank.
      const words = queryTokens(query);
      const named = words.length > 1 && !anyWord ? new Set(words.map(bareText)) : undefined;
      const ranked: Ranked[] = [];
      for (const [id, { score }] of matched) {
        const page = pageOf(manifest, id);
        const info = manifest.pages[page]!;
        if (within && !within.has(info.url)) continue;
        const key = keyOf(page);
        let tier = named?.has(key.bare) && CODE_TITLE.test(info.title) ? NAMED_PAGE_TIER : 0;
        let length = 0;
        let depth = 0;
        if (id === info.first && !anyWord) {
          tier = Math.max(tier, titleTier(key, bareQuery, terms));
          length = key.bare.length;
          depth = info.url.split('/').length;
        }
        ranked.push({ id, page, tier, length, depth, score });
      }
      return answer(ranked, (id) => matched.get(id)!.terms);
    },
  };
}
