import { join, relative } from 'node:path';
import {
  groupByYear,
  listPagePath,
  messages,
  paginate,
  parseWith,
  pruneSidebar,
  resolveSidebars,
  sidebarsSchema,
  siteConfigSchema,
  type CollectionConfig,
  type CollectionRef,
  type DocInfo,
  type DocsVersion,
  docsVersionSchema,
  type RouteInfo,
  type SidebarItem,
  type SiteConfig,
  type SidebarsConfigInput,
  type SiteConfigInput,
} from '@sitekit/content-model';
import type { AppPage, ResolvedConfig } from '../config.js';
import { importDefault } from '../load-module.js';
import { loadDocs, type DocFile } from './docs.js';
import { lastUpdatedDates } from './git-dates.js';
import { loadPosts, type PostFile } from './posts.js';

/** One route of the site, as the build knows it. */
export interface RouteRecord {
  path: string;
  /** Module whose default export renders the body (MDX or TSX), absolute path. */
  source: string;
  info: RouteInfo;
  /** Preview modules of a post list, in order. */
  previews?: string[];
  /** The authored file, for search and link checks. */
  contentFile?: string;
}

export interface ContentGraph {
  config: SiteConfig;
  routes: RouteRecord[];
  sidebars: Record<string, SidebarItem[]>;
  /** The docs version (the site has one), when docs are configured. */
  version?: DocsVersion;
  docs: DocFile[];
  posts: Map<string, PostFile[]>;
  /** Preview MDX files to write: absolute target path → source text. */
  previewFiles: Map<string, string>;
  warnings: string[];
}

export interface GraphOptions {
  /** Drafts and unlisted posts are left out. */
  production: boolean;
}

/** Whether a route's authored file sits at the path its URL names (`/docs/x` ← `…/docs/x.mdx` or `…/docs/x/index.mdx`). */
function fileMatchesUrl(route: RouteRecord): boolean {
  const file = (route.contentFile ?? route.source)
    .split('\\')
    .join('/')
    .replace(/\.[^./]+$/, '')
    .replace(/\/index$/, '');
  return route.path !== '/' && file.endsWith(route.path);
}

/** Builds the whole content graph: validates config, frontmatter and sidebars and computes every route. */
export async function buildContentGraph(
  site: ResolvedConfig,
  options: GraphOptions,
): Promise<ContentGraph> {
  const { contentDir, extraDocsDir, rootDir } = site;
  const configFile = relative(rootDir, site.siteConfig);
  const config = parseWith(
    siteConfigSchema,
    await importDefault<SiteConfigInput>(site.siteConfig),
    configFile,
  );
  const pages = site.pages ? await importDefault<AppPage[]>(site.pages) : [];
  await site.validate?.();
  const relativeToRoot = (file: string) => relative(rootDir, file);
  const routes: RouteRecord[] = [];
  const warnings: string[] = [];
  const previewFiles = new Map<string, string>();

  let docs: DocFile[] = [];
  let sidebars: Record<string, SidebarItem[]> = {};
  let version: DocsVersion | undefined;
  const docsDir = join(contentDir, 'docs');
  if (config.docs) {
    const docsConfig = config.docs;
    docs = await loadDocs(docsDir, docsConfig.path);
    const sidebarsFile = join(contentDir, 'sidebars.ts');
    const sidebarsInput = await importDefault<SidebarsConfigInput>(sidebarsFile);
    if (extraDocsDir) {
      const extra = await loadDocs(extraDocsDir, docsConfig.path, 'generated/');
      docs.push(...extra);
      // Categories of 50, like the reference site's largest, rather than one list of hundreds.
      const categories = Array.from({ length: Math.ceil(extra.length / 50) }, (_, i) => ({
        type: 'category' as const,
        label: `Generated ${i + 1}`,
        items: extra.slice(i * 50, i * 50 + 50).map((d) => d.id),
      }));
      // Into the sidebar of the navbar's first docs link (the site's main docs).
      const first = config.navbar.items.find((item) => item.type === 'docSidebar');
      const target =
        first?.type === 'docSidebar' ? first.sidebarId : (Object.keys(sidebarsInput)[0] ?? 'docs');
      (sidebarsInput[target] ??= []).push(...categories);
    }
    const drafts = new Set(
      options.production ? docs.filter((d) => d.frontmatter.draft).map((d) => d.id) : [],
    );
    docs = docs.filter((d) => !drafts.has(d.id));
    const infos = new Map<string, DocInfo>(
      docs.map((d) => [
        d.id,
        {
          id: d.id,
          path: d.path,
          title: d.frontmatter.title,
          sidebarLabel: d.frontmatter.sidebar_label,
        },
      ]),
    );
    const resolved = resolveSidebars(
      parseWith(sidebarsSchema, sidebarsInput, relativeToRoot(sidebarsFile)),
      infos,
    );
    sidebars = resolved.sidebars;
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
    version = parseWith(
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
    for (const doc of docs) {
      const placement = resolved.placements.get(doc.id);
      const repoPath = relativeToRoot(doc.file);
      const data: RouteInfo['data'] = {
        kind: 'doc',
        id: doc.id,
        crumbs: placement?.crumbs ?? [],
        version: versionRef,
      };
      if (placement) {
        data.sidebarName = placement.sidebar;
        data.sidebar = pruneSidebar(sidebars[placement.sidebar]!, doc.path);
        if (placement.previous) data.previous = placement.previous;
        if (placement.next) data.next = placement.next;
      }
      if (doc.frontmatter.crumb && data.crumbs.length)
        data.crumbs = [
          ...data.crumbs.slice(0, -1),
          { ...data.crumbs.at(-1)!, label: doc.frontmatter.crumb },
        ];
      if (docsConfig.editUrl) data.editUrl = docsConfig.editUrl.replace('{path}', repoPath);
      const updated = dates.get(repoPath);
      if (updated) data.lastUpdated = updated;
      routes.push({
        path: doc.path,
        source: doc.file,
        contentFile: doc.file,
        info: { path: doc.path, head: headOf(doc.frontmatter), data },
      });
    }
  } else if (await hasDocs(docsDir)) {
    throw new Error(messages.docsNotConfigured(`The ${relativeToRoot(docsDir)} folder`));
  }

  const posts = new Map<string, PostFile[]>();
  for (const collection of config.collections) {
    const list = await loadPosts(join(contentDir, collection.id), collection, options.production);
    posts.set(collection.id, list);
    routes.push(
      ...collectionRoutes(collection, list, site.generatedDir, previewFiles, relativeToRoot),
    );
  }

  for (const page of pages) {
    const head = {
      title: page.title,
      ...(page.description ? { description: page.description } : {}),
    };
    routes.push({
      path: page.path,
      source: join(site.pagesDir, page.file),
      info: { path: page.path, head, data: { kind: 'page', ...(page.bare ? { bare: true } : {}) } },
    });
  }

  const seen = new Map<string, RouteRecord>();
  for (const route of routes) {
    const other = seen.get(route.path);
    if (!other) {
      seen.set(route.path, route);
      continue;
    }
    const [winner, loser] =
      fileMatchesUrl(route) && !fileMatchesUrl(other) ? [route, other] : [other, route];
    seen.set(route.path, winner);
    const why = fileMatchesUrl(winner)
      ? 'its file path matches the URL'
      : 'neither file path matches the URL, so the one read first wins; give one of them another slug';
    warnings.push(
      `Duplicate route ${route.path}: ${relativeToRoot(winner.source)} and ${relativeToRoot(loser.source)}; ${relativeToRoot(winner.source)} is used (${why}).`,
    );
  }
  return {
    config,
    routes: [...seen.values()],
    sidebars,
    ...(version ? { version } : {}),
    docs,
    posts,
    previewFiles,
    warnings,
  };
}

async function hasDocs(dir: string) {
  const { listMdx } = await import('./docs.js');
  return (await listMdx(dir)).length > 0;
}

function headOf(fm: {
  title: string;
  description?: string | undefined;
  image?: string | undefined;
  no_ai?: boolean;
}) {
  return {
    title: fm.title,
    ...(fm.description ? { description: fm.description } : {}),
    ...(fm.image ? { image: fm.image } : {}),
    ...(fm.no_ai ? { noAi: true } : {}),
  };
}

function collectionRoutes(
  collection: CollectionConfig,
  posts: PostFile[],
  generatedDir: string,
  previewFiles: Map<string, string>,
  relativeToRoot: (file: string) => string,
): RouteRecord[] {
  const routes: RouteRecord[] = [];
  const recentPosts = posts.slice(0, collection.sidebarCount).map((p) => p.summary);
  const ref: CollectionRef = {
    id: collection.id,
    path: collection.path,
    title: collection.title,
    sidebarTitle: collection.sidebarTitle,
    recent: groupByYear(recentPosts).map(({ year, items }) => ({
      year,
      posts: items.map((p) => ({ label: p.title, href: p.path })),
    })),
  };
  posts.forEach((post, i) => {
    const newer = posts[i - 1];
    const older = posts[i + 1];
    const data: RouteInfo['data'] = { kind: 'post', collection: ref, post: post.summary };
    if (newer) data.newer = { label: newer.summary.title, href: newer.summary.path };
    if (older) data.older = { label: older.summary.title, href: older.summary.path };
    if (collection.editUrl)
      data.editUrl = collection.editUrl.replace('{path}', relativeToRoot(post.file));
    routes.push({
      path: post.summary.path,
      source: post.file,
      contentFile: post.file,
      info: { path: post.summary.path, head: headOf(post.frontmatter), data },
    });
  });

  const previewOf = (post: PostFile) => {
    if (post.preview === undefined) return post.file;
    const target = join(
      generatedDir,
      'previews',
      collection.id,
      post.summary.path.split('/').pop()! + '.mdx',
    );
    previewFiles.set(target, post.preview);
    return target;
  };
  const pages = paginate(posts, collection.postsPerPage);
  pages.forEach((pagePosts, i) => {
    const path = listPagePath(collection.path, i + 1);
    const data: RouteInfo['data'] = {
      kind: 'post-list',
      collection: ref,
      page: i + 1,
      pageCount: pages.length,
      posts: pagePosts.map((p) => p.summary),
    };
    if (i > 0) data.newerPage = listPagePath(collection.path, i);
    if (i < pages.length - 1) data.olderPage = listPagePath(collection.path, i + 2);
    const title = i === 0 ? collection.title : `${collection.title} — page ${i + 1}`;
    routes.push({
      path,
      source: '',
      previews: pagePosts.map(previewOf),
      info: { path, head: { title, description: collection.description }, data },
    });
  });

  const archivePath = `${collection.path}/archive`;
  const years = groupByYear(posts.map((p) => p.summary)).map(({ year, items }) => ({
    year,
    posts: items.map((p) => ({ title: p.title, path: p.path, date: p.date })),
  }));
  routes.push({
    path: archivePath,
    source: '',
    info: {
      path: archivePath,
      head: { title: `${collection.title} archive` },
      data: { kind: 'archive', collection: ref, years },
    },
  });
  return routes;
}
