import type { PageLink } from '../page-data.js';
import { canonicalPath } from './url.js';
import type { Crumb, DocInfo, SidebarItem } from './sidebars.js';

/** One card of a generated index page: a page of the category, or a subcategory. */
export interface IndexCard {
  label: string;
  href: string;
  /** The doc's description, the link's or the subcategory's. */
  description?: string;
  /** For a subcategory: how many items it holds (shown when it has no description). */
  items?: number;
}

/** A category's generated index page (`link: { type: 'generated-index' }`), ready to route. */
export interface GeneratedIndex {
  path: string;
  title: string;
  description?: string;
  keywords?: string[];
  image?: string;
  /** The sidebar listing the category. */
  sidebar: string;
  /** Categories above this one. */
  crumbs: Crumb[];
  previous?: PageLink;
  next?: PageLink;
  cards: IndexCard[];
}

/** `Getting started` → `getting-started`. */
const slugOf = (label: string) =>
  label
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');

/**
 * The URL of a generated index page: the link's `slug` under the docs path, else
 * `/category/` and the slugs of the category labels from the top of the sidebar down.
 */
export function generatedIndexPath(
  basePath: string,
  slug: string | undefined,
  labels: readonly string[],
): string {
  const path = slug ?? `/category/${labels.map(slugOf).join('/')}`;
  return canonicalPath(`${basePath}/${path}`);
}

function firstHref(items: readonly SidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.type === 'link') return item.href;
    if (item.type === 'category') {
      const href = item.href ?? firstHref(item.items);
      if (href) return href;
    }
  }
  return undefined;
}

/** The cards of a category's items: docs with their descriptions, links, subcategories; no HTML. */
export function indexCards(
  items: readonly SidebarItem[],
  docs: ReadonlyMap<string, DocInfo>,
): IndexCard[] {
  return items.flatMap((item): IndexCard[] => {
    if (item.type === 'html') return [];
    if (item.type === 'link') {
      const description =
        item.description ?? (item.docId ? docs.get(item.docId)?.description : undefined);
      return [{ label: item.label, href: item.href, ...(description ? { description } : {}) }];
    }
    const href = item.href ?? firstHref(item.items);
    if (!href) return [];
    return [
      {
        label: item.label,
        href,
        items: item.items.length,
        ...(item.description ? { description: item.description } : {}),
      },
    ];
  });
}
