import { fetchJson, type IndexFetch } from '../../core/fetch-index.js';
import { SearchUnavailableError } from '../../core/provider.js';
import {
  INDEX_FORMAT_VERSION,
  MANIFEST_FILE,
  type PageFragment,
  type SearchManifest,
  type TermShard,
  type VocabFile,
} from './format.js';
import type { IndexData } from './index-data.js';

/** A page as the engine ranks it (its records are `first` … `first + count - 1`). */
export interface StorePage {
  url: string;
  title: string;
  first: number;
  count: number;
}

/** What the engine needs before any shard: pages and where the terms are. */
export interface StoreManifest {
  pages: StorePage[];
  /** First term of each shard, in order. */
  shardFirsts: string[];
}

/** Where the engine reads the index from: files over the network, or memory. */
export interface IndexStore {
  manifest(): Promise<StoreManifest>;
  shard(index: number): Promise<TermShard>;
  /** Terms starting with the character `key` ({@link vocabKey}). */
  vocab(key: string): Promise<VocabFile>;
  fragment(page: number): Promise<PageFragment>;
}

/** The vocabulary file a term is listed in: its first character when a-z or 0-9, else `''`. */
export const vocabKey = (term: string) => (/^[a-z0-9]/.test(term) ? term[0]! : '');

/** A store over index data already in memory: one shard holding every term. */
export function memoryStore(data: IndexData): IndexStore {
  const manifest: StoreManifest = {
    pages: data.pages.map(({ url, title, first, count }) => ({ url, title, first, count })),
    shardFirsts: [''],
  };
  const shard: TermShard = { terms: data.terms, postings: data.postings };
  let vocab: Map<string, string[]> | undefined;
  return {
    manifest: async () => manifest,
    shard: async () => shard,
    async vocab(key) {
      if (!vocab) {
        vocab = new Map();
        for (const t of data.terms) {
          const k = vocabKey(t);
          if (!vocab.has(k)) vocab.set(k, []);
          vocab.get(k)!.push(t);
        }
      }
      return vocab.get(key) ?? [];
    },
    fragment: async (page) => data.pages[page]!.fragment,
  };
}

/**
 * A store reading the files the build wrote under `indexUrl` (a folder URL ending in `/`).
 * Each file is fetched once; a failed fetch rejects with a {@link SearchUnavailableError}
 * and is tried again on the next query.
 */
export function fetchStore(indexUrl: string, fetchImpl: IndexFetch = globalThis.fetch): IndexStore {
  const base = indexUrl.endsWith('/') ? indexUrl : `${indexUrl}/`;
  const files = new Map<string, Promise<unknown>>();
  const load = <T>(name: string): Promise<T> => {
    let file = files.get(name);
    if (!file) {
      file = fetchJson(`${base}${name}`, fetchImpl, `the search index file ${base}${name}`);
      file.catch(() => files.delete(name));
      files.set(name, file);
    }
    return file as Promise<T>;
  };
  let manifest: Promise<{ raw: SearchManifest; store: StoreManifest }> | undefined;
  const getManifest = () =>
    (manifest ??= load<SearchManifest>(MANIFEST_FILE).then((raw) => {
      if (raw?.version !== INDEX_FORMAT_VERSION || !Array.isArray(raw.pages)) {
        throw new SearchUnavailableError(
          `The file at ${base}${MANIFEST_FILE} is not a search index (version ${INDEX_FORMAT_VERSION}).`,
        );
      }
      let first = 0;
      const pages = raw.pages.map(([url, title, count]) => {
        const page = { url, title, first, count };
        first += count;
        return page;
      });
      return { raw, store: { pages, shardFirsts: raw.shards.map(([term]) => term) } };
    })).catch((error: unknown) => {
      manifest = undefined;
      throw error;
    });
  return {
    manifest: async () => (await getManifest()).store,
    shard: async (i) => load<TermShard>((await getManifest()).raw.shards[i]![1]),
    async vocab(key) {
      const file = (await getManifest()).raw.vocab[key];
      return file ? load<VocabFile>(file) : [];
    },
    fragment: async (page) => load<PageFragment>((await getManifest()).raw.pages[page]![3]),
  };
}
