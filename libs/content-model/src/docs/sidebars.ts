import { messages } from '../errors/messages.js';
import type { SidebarItemConfig, SidebarsConfig } from '../schemas/sidebar.js';

/** What the sidebar resolver needs to know about a doc. */
export interface DocInfo {
  id: string;
  path: string;
  title: string;
  sidebarLabel?: string | undefined;
}

/** A sidebar item ready to render: every doc reference resolved to a link. */
export type SidebarItem =
  | { type: 'link'; label: string; href: string; docId?: string; className?: string }
  | { type: 'html'; value: string; defaultStyle: boolean; className?: string }
  | SidebarCategory;

export interface SidebarCategory {
  type: 'category';
  label: string;
  /** Index page of the category, if it has one. */
  href?: string;
  docId?: string;
  items: SidebarItem[];
  collapsed: boolean;
  className?: string;
}

/** A crumb of the breadcrumbs trail. */
export interface Crumb {
  label: string;
  href?: string;
}

/** A doc's place in its sidebar. */
export interface DocPlacement {
  sidebar: string;
  /** Categories from the top of the sidebar down to the doc. */
  crumbs: Crumb[];
  previous?: { label: string; href: string };
  next?: { label: string; href: string };
}

export interface ResolvedSidebars {
  sidebars: Record<string, SidebarItem[]>;
  /** Doc id → its place in the first sidebar that contains it. */
  placements: Map<string, DocPlacement>;
  /** Each sidebar's first link (what a navbar `docSidebar` item points to). */
  firstLinks: Record<string, { path: string; label: string }>;
}

const withClass = <T extends object>(item: T, className: string | undefined): T =>
  className ? { ...item, className } : item;

/**
 * Resolves doc ids to links and computes each doc's sidebar, breadcrumbs and
 * previous/next. Throws with the spec's texts on unknown ids and empty sidebars.
 */
export function resolveSidebars(
  config: SidebarsConfig,
  docs: ReadonlyMap<string, DocInfo>,
): ResolvedSidebars {
  const sidebars: Record<string, SidebarItem[]> = {};
  const placements = new Map<string, DocPlacement>();
  const firstLinks: ResolvedSidebars['firstLinks'] = {};

  for (const [name, items] of Object.entries(config)) {
    const lookup = (id: string, where: string): DocInfo => {
      const doc = docs.get(id);
      if (!doc)
        throw new Error(messages.unknownDocId(id, `Sidebar "${name}" (${where})`, docs.keys()));
      return doc;
    };
    const order: { docId: string; label: string; href: string; crumbs: Crumb[] }[] = [];

    const resolve = (item: SidebarItemConfig, crumbs: Crumb[]): SidebarItem => {
      switch (item.type) {
        case 'doc': {
          const doc = lookup(item.id, `doc item`);
          const label = item.label ?? doc.sidebarLabel ?? doc.title;
          order.push({ docId: doc.id, label, href: doc.path, crumbs });
          return withClass({ type: 'link', label, href: doc.path, docId: doc.id }, item.className);
        }
        case 'link':
          return withClass({ type: 'link', label: item.label, href: item.href }, item.className);
        case 'html':
          return withClass(
            { type: 'html', value: item.value, defaultStyle: item.defaultStyle },
            item.className,
          );
        case 'category': {
          const index = item.link ? lookup(item.link.id, `category "${item.label}"`) : undefined;
          const crumb: Crumb = index
            ? { label: item.label, href: index.path }
            : { label: item.label };
          if (index) order.push({ docId: index.id, label: item.label, href: index.path, crumbs });
          const children = item.items.map((child) => resolve(child, [...crumbs, crumb]));
          if (!index && !children.some(linksSomewhere))
            throw new Error(messages.emptyCategory(item.label, name));
          const category: SidebarCategory = {
            type: 'category',
            label: item.label,
            items: children,
            collapsed: item.collapsed,
          };
          if (index) Object.assign(category, { href: index.path, docId: index.id });
          return withClass(category, item.className);
        }
      }
    };

    const resolved = items.map((item) => resolve(item, []));
    const first = firstLink(resolved);
    if (!first) throw new Error(messages.emptySidebar(name));
    sidebars[name] = resolved;
    firstLinks[name] = first;

    order.forEach((entry, i) => {
      if (placements.has(entry.docId)) return;
      const prev = order[i - 1];
      const next = order[i + 1];
      const placement: DocPlacement = { sidebar: name, crumbs: entry.crumbs };
      if (prev) placement.previous = { label: prev.label, href: prev.href };
      if (next) placement.next = { label: next.label, href: next.href };
      placements.set(entry.docId, placement);
    });
  }
  return { sidebars, placements, firstLinks };
}

function linksSomewhere(item: SidebarItem): boolean {
  return (
    item.type === 'link' ||
    (item.type === 'category' && (item.href !== undefined || item.items.some(linksSomewhere)))
  );
}

function firstLink(items: SidebarItem[]): { path: string; label: string } | undefined {
  for (const item of items) {
    if (item.type === 'link') return { path: item.href, label: item.label };
    if (item.type === 'category') {
      if (item.href) return { path: item.href, label: item.label };
      const inner = firstLink(item.items);
      if (inner) return inner;
    }
  }
  return undefined;
}
