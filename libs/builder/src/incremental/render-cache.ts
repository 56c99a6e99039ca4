/**
 * What the prerenderer keeps between builds: each route's rendered body, route info and title,
 * under a key made of everything its render reads (see `prerender`). A route whose key is
 * unchanged is not rendered again: its page is assembled from what was kept, by the same code
 * as a fresh render, so the output equals a cold build's.
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RouteInfo } from '@sitekit/content-model';
import { hashOf } from './hash.js';

/** One route's render: the body's HTML, its route info and its title. */
export interface Rendered {
  html: string;
  route: RouteInfo;
  title: string;
}

interface Entry extends Rendered {
  key: string;
}

/** The kept renders in `dir`, one file per route path. */
export function renderCache(dir: string) {
  const fileOf = (path: string) => join(dir, `${hashOf(path).slice(0, 32)}.json`);
  let made = false;
  return {
    /** The render kept for `path` under `key`, if any. */
    async get(path: string, key: string): Promise<Rendered | undefined> {
      const text = await readFile(fileOf(path), 'utf8').catch(() => undefined);
      if (!text) return undefined;
      const { key: kept, ...rendered } = JSON.parse(text) as Entry;
      return kept === key ? rendered : undefined;
    },
    async set(path: string, key: string, rendered: Rendered): Promise<void> {
      if (!made) await mkdir(dir, { recursive: true });
      made = true;
      await writeFile(fileOf(path), JSON.stringify({ key, ...rendered } satisfies Entry));
    },
    /** Removes what was kept for routes other than `paths`. */
    async keepOnly(paths: Iterable<string>): Promise<void> {
      const keep = new Set([...paths].map((p) => fileOf(p).slice(dir.length + 1)));
      const names = await readdir(dir).catch(() => [] as string[]);
      await Promise.all(names.filter((n) => !keep.has(n)).map((n) => rm(join(dir, n))));
    },
  };
}
