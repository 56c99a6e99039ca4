/**
 * What the prerenderer keeps between builds: each route's rendered body, route info and title,
 * under a key made of everything its render reads (see `prerender`). A route whose key is
 * unchanged is not rendered again: its page is assembled from what was kept, by the same code
 * as a fresh render, so the output equals a cold build's.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { RouteInfo } from '@sitekit/content-model';
import { hashOf, keepOnly } from './hash.js';

/** One route's render: the body's HTML, its route info and its title. */
export interface Rendered {
  html: string;
  route: RouteInfo;
  title: string;
}

/** The first line of a route's file; its HTML follows as is (parsing it as JSON took longer). */
interface Entry extends Omit<Rendered, 'html'> {
  key: string;
}

/** The kept renders in `dir`, one file per route path. */
export function renderCache(dir: string) {
  const fileOf = (path: string) => join(dir, `${hashOf(path).slice(0, 32)}.html`);
  let made = false;
  return {
    /** The render kept for `path` under `key`, if any. */
    async get(path: string, key: string): Promise<Rendered | undefined> {
      const text = await readFile(fileOf(path), 'utf8').catch(() => undefined);
      const end = text?.indexOf('\n') ?? -1;
      if (!text || end < 0) return undefined;
      const { key: kept, ...meta } = JSON.parse(text.slice(0, end)) as Entry;
      return kept === key ? { ...meta, html: text.slice(end + 1) } : undefined;
    },
    async set(path: string, key: string, { html, ...meta }: Rendered): Promise<void> {
      if (!made) await mkdir(dir, { recursive: true });
      made = true;
      await writeFile(fileOf(path), `${JSON.stringify({ key, ...meta } satisfies Entry)}\n${html}`);
    },
    /** Removes what was kept for routes other than `paths`. */
    keepOnly: (paths: Iterable<string>) =>
      keepOnly(dir, new Set([...paths].map((p) => basename(fileOf(p))))),
  };
}
