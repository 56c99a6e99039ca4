import { join, relative } from 'node:path';
import {
  docsVersionSchema,
  messages,
  parseSidebars,
  parseWith,
  pruneSidebar,
  resolveSidebars,
  type DocInfo,
  type DocPageData,
  type DocsVersion,
  type PageLink,
  type SidebarItem,
  type SidebarsConfigInput,
  type SiteConfig,
} from '@sitekit/content-model';
import type { ResolvedConfig } from '../config.js';
import { importDefault } from '../load-module.js';
import { loadCategories } from './categories.js';
import { loadDocs, type DocFile } from './docs.js';
import { lastUpdatedDates } from './git-dates.js';
import { headOf } from './head.js';
import type { GraphOptions, RouteRecord } from './graph.js';

/** The docs part of the content graph. */
export interface DocsSection {
  docs: DocFile[];
  sidebars: Record<string, SidebarItem[]>;
  version: DocsVersion;
  /** One route per doc and per generated index page. */
  routes: RouteRecord[];
}

type DocsConfig = NonNullable<SiteConfig['docs']>;

const infoOf = (d: DocFile): DocInfo => ({
  id: d.id,
  path: d.path,
  title: d.frontmatter.title,
  sidebarLabel: d.frontmatter.sidebar_label,
  description: d.frontmatter.description,
  paginationLabel: d.frontmatter.pagination_label,
  sidebarClassName: d.frontmatter.sidebar_class_name,
  sidebarCustomProps: d.frontmatter.sidebar_custom_props,
  unlisted: d.frontmatter.unlisted,
  displayedSidebar: d.frontmatter.displayed_sidebar ?? undefined,
  relativePath: d.relativePath,
  sidebarPosition: d.frontmatter.sidebar_position,
  parseNumberPrefixes: d.frontmatter.parse_number_prefixes,
});

/** A frontmatter `last_update.date` as the ISO day the theme formats. */
function isoDay(date: Date | string): string {
  if (typeof date === 'string' && /^\d{4}-\d{2}-\d{2}/.test(date)) return date.slice(0, 10);
  const d = typeof date === 'string' ? new Date(date) : date;
  const pad = (n: number) => String(n).padStart(2, '0');
  return typeof date === 'string'
    ? `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
    : d.toISOString().slice(0, 10);
}

/** Reads the docs and sidebars, resolves them, and computes every docs route's data. */
export async function docsSection(
  site: ResolvedConfig,
  config: SiteConfig,
  docsConfig: DocsConfig,
  options: GraphOptions,
): Promise<DocsSection> {
  const { contentDir, extraDocsDir, rootDir } = site;
  const configFile = relative(rootDir, site.siteConfig);
  const relativeToRoot = (file: string) => relative(rootDir, file);
  const docsDir = join(contentDir, 'docs');
  let docs = await loadDocs(docsDir, docsConfig.path);
  const categories = await loadCategories(docsDir, rootDir);
  const sidebarsFile = join(contentDir, 'sidebars.ts');
  // A copy: the module is the loader's to keep, and the extra docs below add to it.
  const sidebarsInput = { ...(await importDefault<SidebarsConfigInput>(sidebarsFile)) };
  if (extraDocsDir) {
    const extra = await loadDocs(extraDocsDir, docsConfig.path, 'generated/');
    docs.push(...extra);
    // Categories of 50, like the reference site's largest, rather than one list of hundreds.
    const extraCategories = Array.from({ length: Math.ceil(extra.length / 50) }, (_, i) => ({
      type: 'category' as const,
      label: `Generated ${i + 1}`,
      items: extra.slice(i * 50, i * 50 + 50).map((d) => d.id),
    }));
    // Into the sidebar of the navbar's first docs link (the site's main docs).
    const first = config.navbar.items.find((item) => item.type === 'docSidebar');
    const target =
      first?.type === 'docSidebar' ? first.sidebarId : (Object.keys(sidebarsInput)[0] ?? 'docs');
    const current = sidebarsInput[target];
    const list = Array.isArray(current) ? current : current ? [current] : [];
    sidebarsInput[target] = [...list, ...extraCategories];
  }
  const drafts = new Set(
    options.production ? docs.filter((d) => d.frontmatter.draft).map((d) => d.id) : [],
  );
  docs = docs.filter((d) => !drafts.has(d.id));
  const infos = new Map(docs.map((d) => [d.id, infoOf(d)]));
  const resolved = resolveSidebars(
    parseSidebars(sidebarsInput, relativeToRoot(sidebarsFile)),
    infos,
    { source: relativeToRoot(sidebarsFile), basePath: docsConfig.path, categories },
  );
  const { sidebars } = resolved;
  config.navbar.items.forEach((item, index) => {
    if (item.type === 'docSidebar' && !sidebars[item.sidebarId]) {
      throw new Error(
        messages.unknownSidebar(
          item.sidebarId,
          `${configFile}: navbar.items[${index}]`,
          Object.keys(sidebars),
        ),
      );
    }
  });
  if (!infos.has(docsConfig.mainDocId)) {
    throw new Error(
      messages.unknownDocId(docsConfig.mainDocId, `${configFile}: docs.mainDocId`, infos.keys()),
    );
  }
  const version = parseWith(
    docsVersionSchema,
    {
      name: docsConfig.version.name,
      label: docsConfig.version.label,
      isLast: true,
      path: docsConfig.path,
      mainDocId: docsConfig.mainDocId,
      docs: docs.map((d) => {
        const sidebar = resolved.placements.get(d.id)?.sidebar;
        return { id: d.id, path: d.path, ...(sidebar ? { sidebar } : {}) };
      }),
      draftIds: [...drafts],
      sidebars: Object.fromEntries(
        Object.entries(resolved.firstLinks).map(([name, link]) => [name, { link }]),
      ),
      breadcrumbs: docsConfig.breadcrumbs,
    },
    'docs version',
  );
  const dates = docsConfig.showLastUpdateTime
    ? lastUpdatedDates(docsDir, rootDir)
    : new Map<string, string>();
  const versionRef = { name: version.name, label: version.label, path: version.path };

  /** `pagination_prev` / `pagination_next`: a doc id (its pagination label), `null` for none, or the sidebar's. */
  const paginationLink = (
    value: string | null | undefined,
    fallback: PageLink | undefined,
    where: string,
  ): PageLink | undefined => {
    if (value === undefined) return fallback;
    if (value === null) return undefined;
    const target = infos.get(value);
    if (!target) throw new Error(messages.unknownDocId(value, where, infos.keys()));
    return {
      label: target.paginationLabel ?? target.sidebarLabel ?? target.title,
      href: target.path,
    };
  };

  const routes: RouteRecord[] = [];
  for (const doc of docs) {
    const fm = doc.frontmatter;
    const repoPath = relativeToRoot(doc.file);
    if (fm.displayed_sidebar && !sidebars[fm.displayed_sidebar])
      throw new Error(
        messages.unknownSidebar(
          fm.displayed_sidebar,
          `${repoPath}: displayed_sidebar`,
          Object.keys(sidebars),
        ),
      );
    const placement = resolved.placements.get(doc.id);
    const shown =
      fm.displayed_sidebar === null ? undefined : (fm.displayed_sidebar ?? placement?.sidebar);
    // Crumbs and neighbours come from the sidebar shown, when it lists the doc.
    const place = placement && placement.sidebar === shown ? placement : undefined;
    const data: DocPageData = {
      kind: 'doc',
      id: doc.id,
      crumbs: place?.crumbs ?? [],
      version: versionRef,
    };
    if (shown) {
      data.sidebarName = shown;
      data.sidebar = pruneSidebar(sidebars[shown]!, doc.path);
    }
    const previous = paginationLink(
      fm.pagination_prev,
      place?.previous,
      `${repoPath}: pagination_prev`,
    );
    const next = paginationLink(fm.pagination_next, place?.next, `${repoPath}: pagination_next`);
    if (previous) data.previous = previous;
    if (next) data.next = next;
    if (fm.crumb && data.crumbs.length)
      data.crumbs = [...data.crumbs.slice(0, -1), { ...data.crumbs.at(-1)!, label: fm.crumb }];
    const editUrl =
      fm.custom_edit_url === undefined
        ? docsConfig.editUrl?.replace('{path}', repoPath)
        : fm.custom_edit_url;
    if (editUrl) data.editUrl = editUrl;
    const updated = docsConfig.showLastUpdateTime
      ? fm.last_update?.date !== undefined
        ? isoDay(fm.last_update.date)
        : dates.get(repoPath)
      : undefined;
    if (updated) data.lastUpdated = updated;
    if (fm.last_update?.author) data.lastUpdatedBy = fm.last_update.author;
    if (doc.titleInBody) data.titleHeading = 'in-body';
    else if (fm.hide_title) data.titleHeading = 'hidden';
    if (fm.hide_table_of_contents) data.tableOfContents = 'hidden';
    else if (fm.toc_min_heading_level !== undefined || fm.toc_max_heading_level !== undefined)
      data.tableOfContents = {
        ...(fm.toc_min_heading_level !== undefined
          ? { minHeadingLevel: fm.toc_min_heading_level }
          : {}),
        ...(fm.toc_max_heading_level !== undefined
          ? { maxHeadingLevel: fm.toc_max_heading_level }
          : {}),
      };
    if (fm.tags?.length) data.tags = fm.tags;
    if (fm.unlisted) data.unlisted = true;
    const head = headOf(fm);
    // Unlisted: reachable by URL, but search engines (and the site's search) leave it out.
    if (fm.unlisted) head.noIndex = true;
    routes.push({
      path: doc.path,
      source: doc.file,
      contentFile: doc.file,
      info: { path: doc.path, head, data },
    });
  }

  for (const index of resolved.generatedIndexes) {
    const data: DocPageData = {
      kind: 'doc',
      id: index.path,
      crumbs: index.crumbs,
      version: versionRef,
      sidebarName: index.sidebar,
      sidebar: pruneSidebar(sidebars[index.sidebar]!, index.path),
      generatedIndex: {
        ...(index.description ? { description: index.description } : {}),
        cards: index.cards,
      },
    };
    if (index.previous) data.previous = index.previous;
    if (index.next) data.next = index.next;
    const head = headOf({
      title: index.title,
      description: index.description,
      image: index.image,
      keywords: index.keywords,
    });
    // No source file: the route module renders nothing and the theme lists the cards.
    routes.push({ path: index.path, source: '', info: { path: index.path, head, data } });
  }
  return { docs, sidebars, version, routes };
}
