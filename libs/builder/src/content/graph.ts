import { join, relative } from 'node:path';
import {
  groupByYear,
  listPagePath,
  messages,
  paginate,
  parseWith,
  siteConfigSchema,
  type CollectionConfig,
  type CollectionRef,
  type DocsVersion,
  type RouteInfo,
  type SidebarItem,
  type SiteConfig,
  type SiteConfigInput,
} from '@sitekit/content-model';
import type { AppPage, ResolvedConfig } from '../config.js';
import { importDefault } from '../load-module.js';
import { docsSection } from './doc-routes.js';
import type { DocFile } from './docs.js';
import { headOf } from './head.js';
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
  /** Each preview file's post (absolute paths): its links and images are the post's. */
  previewOrigins: Map<string, string>;
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
  const { contentDir, rootDir } = site;
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
  const previewOrigins = new Map<string, string>();

  let docs: DocFile[] = [];
  let sidebars: Record<string, SidebarItem[]> = {};
  let version: DocsVersion | undefined;
  const docsDir = join(contentDir, 'docs');
  if (config.docs) {
    const section = await docsSection(site, config, config.docs, options);
    ({ docs, sidebars, version } = section);
    routes.push(...section.routes);
  } else if (await hasDocs(docsDir)) {
    throw new Error(messages.docsNotConfigured(`The ${relativeToRoot(docsDir)} folder`));
  }

  const posts = new Map<string, PostFile[]>();
  for (const collection of config.collections) {
    const list = await loadPosts(join(contentDir, collection.id), collection, options.production);
    posts.set(collection.id, list);
    routes.push(
      ...collectionRoutes(collection, list, site.generatedDir, relativeToRoot, {
        previewFiles,
        previewOrigins,
      }),
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
    previewOrigins,
    warnings,
  };
}

async function hasDocs(dir: string) {
  const { listMdx } = await import('./docs.js');
  return (await listMdx(dir)).length > 0;
}

function collectionRoutes(
  collection: CollectionConfig,
  posts: PostFile[],
  generatedDir: string,
  relativeToRoot: (file: string) => string,
  { previewFiles, previewOrigins }: Pick<ContentGraph, 'previewFiles' | 'previewOrigins'>,
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
    previewOrigins.set(target, post.file);
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
