import { useEffect, useState } from 'react';
import type { SidebarItem } from '@sitekit/content-model';
import { useSiteData } from './site-data.js';

const cache = new Map<string, Promise<SidebarItem[]>>();

/**
 * The complete sidebar, fetched once per sidebar when a reader expands a branch
 * the page payload left out. Returns undefined until loaded (or when not wanted).
 */
export function useFullSidebar(
  name: string,
  wanted: boolean,
): SidebarItem[] | 'failed' | undefined {
  const { sidebarsUrl } = useSiteData();
  const [items, setItems] = useState<SidebarItem[] | 'failed'>();
  useEffect(() => {
    if (!wanted || items) return;
    let live = true;
    const url = `${sidebarsUrl}${name}.json`;
    let promise = cache.get(url);
    if (!promise) {
      promise = fetch(url).then((r) => {
        if (!r.ok) throw new Error(`${url}: ${r.status}`);
        return r.json() as Promise<SidebarItem[]>;
      });
      cache.set(url, promise);
      promise.catch(() => cache.delete(url));
    }
    promise.then(
      (full) => live && setItems(full),
      () => live && setItems('failed'),
    );
    return () => {
      live = false;
    };
  }, [name, wanted, items, sidebarsUrl]);
  return items;
}
