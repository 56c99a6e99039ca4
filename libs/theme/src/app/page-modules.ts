/**
 * Loading a page module the build wrote outside the bundler. In the browser, its URL is in the
 * build's page map, whose own URL the prerendered page names (`BootData.pages`); the map is
 * fetched once. On the server, the prerenderer lists the modules' files under
 * `PAGE_MODULES_KEY` on `globalThis` before rendering.
 */
import { BOOT_ELEMENT_ID, PAGE_MODULES_KEY, type BootData } from '../head/vocabulary.js';
import type { RouteModule } from '../route-module.js';

type PageMap = Record<string, string>;
let map: Promise<PageMap> | undefined;

/** The page map's URL, from the prerendered page's boot data. */
function mapUrl(doc: Document): string {
  const text = doc.getElementById(BOOT_ELEMENT_ID)?.textContent;
  const url = text ? (JSON.parse(text) as BootData).pages : undefined;
  if (!url) throw new Error('This page names no page map (BootData.pages): was it prerendered?');
  return url;
}

async function fetchMap(url: string): Promise<PageMap> {
  const response = await fetch(url);
  // Worded like a failed chunk, so a map gone with an old build reloads onto the new one.
  if (!response.ok) throw new Error(`Failed to fetch dynamically imported module: ${url}`);
  return (await response.json()) as PageMap;
}

/** The module of a page the build wrote outside the bundler. */
export async function loadPageModule(path: string): Promise<RouteModule> {
  const listed = (globalThis as { [PAGE_MODULES_KEY]?: PageMap })[PAGE_MODULES_KEY];
  let url = listed?.[path];
  if (!url && typeof document !== 'undefined') {
    const pending = (map ??= fetchMap(mapUrl(document)));
    pending.catch(() => (map = undefined));
    url = (await pending)[path];
  }
  if (!url) throw new Error(`No page module for ${path} in the build's page map.`);
  return (await import(/* @vite-ignore */ url)) as RouteModule;
}
