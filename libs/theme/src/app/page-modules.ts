/**
 * Loading a page module the build wrote outside the bundler. In the browser, its URL is in the
 * build's page map, whose URL the prerendered page names (`BootData.pages`); the map is
 * fetched once, revalidated: the builder names it by the app build, so it is rewritten when
 * only pages change. A map naming another app build than the page's (`BootData.build`) reads as
 * a stale build, and so does a failed fetch: the page reloads onto the new build rather than
 * mix two builds' modules. On the server, the prerenderer lists the modules' files under
 * `PAGE_MODULES_KEY` on `globalThis` before rendering.
 */
import {
  BOOT_ELEMENT_ID,
  PAGE_MODULES_KEY,
  type BootData,
  type PageMap,
} from '../head/vocabulary.js';
import type { RouteModule } from '../route-module.js';

let map: Promise<PageMap['pages']> | undefined;

/** The page's boot data: where its build's page map is, and which build it runs. */
function bootData(doc: Document): { url: string; build: string | undefined } {
  const text = doc.getElementById(BOOT_ELEMENT_ID)?.textContent;
  const boot = text ? (JSON.parse(text) as BootData) : undefined;
  if (!boot?.pages)
    throw new Error('This page names no page map (BootData.pages): was it prerendered?');
  return { url: boot.pages, build: boot.build };
}

/** Worded like a failed chunk, so stale-build recovery reloads onto the new build. */
const staleBuild = (url: string, why: string) =>
  new Error(`Failed to fetch dynamically imported module: ${url} (${why})`);

async function fetchMap({ url, build }: ReturnType<typeof bootData>) {
  // Revalidated: the map is rewritten under the same URL when only pages change.
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw staleBuild(url, `HTTP ${response.status}`);
  const fetched = (await response.json()) as PageMap;
  if (fetched.build !== build) throw staleBuild(url, 'the site was rebuilt');
  return fetched.pages;
}

/** The module of a page the build wrote outside the bundler. */
export async function loadPageModule(path: string): Promise<RouteModule> {
  const listed = (globalThis as { [PAGE_MODULES_KEY]?: PageMap['pages'] })[PAGE_MODULES_KEY];
  let url = listed?.[path];
  if (!url && typeof document !== 'undefined') {
    const pending = (map ??= fetchMap(bootData(document)));
    pending.catch(() => (map = undefined));
    url = (await pending)[path];
  }
  if (!url) throw new Error(`No page module for ${path} in the build's page map.`);
  return (await import(/* @vite-ignore */ url)) as RouteModule;
}
