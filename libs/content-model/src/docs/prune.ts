import type { SidebarCategory, SidebarItem } from './sidebars.js';

/** A category whose children were left out of the page payload; they load on demand. */
export interface PrunedCategory extends Omit<SidebarCategory, 'items'> {
  items: PrunedSidebarItem[];
  /** True when `items` was emptied and the full sidebar must be fetched to expand it. */
  pruned?: boolean;
}
export type PrunedSidebarItem = Exclude<SidebarItem, SidebarCategory> | PrunedCategory;

function contains(item: SidebarItem, href: string): boolean {
  if (item.type === 'link') return item.href === href;
  if (item.type === 'category')
    return item.href === href || item.items.some((c) => contains(c, href));
  return false;
}

/**
 * Keeps what a page shows before any click: top-level items, and the children of
 * categories that start expanded (on the active page's path or `collapsed: false`).
 * The payload of a page then grows with its own branch, not with the whole sidebar.
 */
export function pruneSidebar(
  items: readonly SidebarItem[],
  activeHref: string,
): PrunedSidebarItem[] {
  return items.map((item) => {
    if (item.type !== 'category') return item;
    const expanded = !item.collapsed || contains(item, activeHref);
    if (expanded) return { ...item, collapsed: false, items: pruneSidebar(item.items, activeHref) };
    return { ...item, items: [], pruned: item.items.length > 0 };
  });
}
