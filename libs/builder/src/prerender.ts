import { createHash } from 'node:crypto';
import { inlineScriptHashes } from './headers.js';
import { mkdir, readFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import type { RouteInfo } from '@sitekit/content-model';
import { importFresh } from './build-server/stale-modules.js';
import { routeModuleFile } from './codegen.js';
import { eachLimited } from './each-limited.js';
import type { ContentGraph, RouteRecord } from './content/graph.js';
import {
  baseUrlIssueBannerHtml,
  BOOT_ELEMENT_ID,
  headScript,
  PAGE_MODULES_KEY,
  htmlStartTag,
  type BootData,
} from '@sitekit/theme/head';
import { headTags } from './html.js';
import { hashOf, hashTree } from './incremental/hash.js';
import { renderCache } from './incremental/render-cache.js';
import type { RenderedPage } from './links.js';
import { componentProblems } from './mdx/components.js';
import { formatProblems, type MdxProblem } from './mdx/problems.js';
import type { ClientPage } from './pages/write.js';
import { plainWriter, type OutputWriter } from './shared-output.js';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type ViteManifest = Record<string, ManifestChunk>;
/** What a site's server entry exports as `render`: the page body's HTML, its route and its title. */
export type RenderFn = (path: string) => Promise<RenderedRoute>;
type RenderedRoute = { html: string; route: RouteInfo; title: string };

/** Pages whose files are read or written at once (renders themselves run one at a time). */
const FILE_LANES = 16;

/** The HTML file a route is written to: `/docs/x` → `docs/x/index.html`, `/404` → `404.html`. */
export function htmlFileOf(distDir: string, path: string): string {
  if (path === '/404') return join(distDir, '404.html');
  return join(distDir, path === '/' ? '' : path.slice(1), 'index.html');
}

/** Stylesheets of a module and of what it statically imports, transitively. */
function stylesheets(
  manifest: ViteManifest,
  key: string,
  out = new Set<string>(),
  seen = new Set<string>(),
): Set<string> {
  if (seen.has(key)) return out;
  seen.add(key);
  manifest[key]?.css?.forEach((c) => out.add(c));
  for (const dep of manifest[key]?.imports ?? []) stylesheets(manifest, dep, out, seen);
  return out;
}

/** Chunks a module statically imports, transitively, minus those the entry already loads. */
function staticImports(
  manifest: ViteManifest,
  key: string,
  skip: Set<string>,
  out = new Set<string>(),
): Set<string> {
  for (const dep of manifest[key]?.imports ?? []) {
    const file = manifest[dep]?.file;
    if (!file || skip.has(file) || out.has(file)) continue;
    out.add(file);
    staticImports(manifest, dep, skip, out);
  }
  return out;
}

/** The entry chunk's manifest key, its file with the chunks it statically imports, and their styles. */
function entryOf(manifest: ViteManifest) {
  const key = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!key) return { files: new Set<string>(), styles: new Set<string>() };
  const files = new Set([manifest[key]!.file, ...staticImports(manifest, key, new Set())]);
  return { files, styles: stylesheets(manifest, key) };
}

const readManifest = async (distDir: string) =>
  JSON.parse(await readFile(join(distDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;

/**
 * The files every page loads first, relative to the output folder: the entry chunk, what it
 * imports statically, and their stylesheets (from the client build's Vite manifest).
 */
export async function entryAssets(distDir: string): Promise<Set<string>> {
  const { files, styles } = entryOf(await readManifest(distDir));
  return new Set([...files, ...styles]);
}

/**
 * What went wrong rendering a route: an MDX component the site does not provide, at each of
 * its uses in the page's file; anything else, named with the route and its file.
 */
async function renderFailure(route: RouteRecord, error: unknown): Promise<MdxProblem[]> {
  const message = error instanceof Error ? error.message : String(error);
  const file = route.contentFile ?? (route.source || route.path);
  const missing = /^Expected component `([^`.]+)/.exec(message)?.[1];
  const source = route.contentFile && (await readFile(route.contentFile, 'utf8').catch(() => null));
  if (missing && source)
    return componentProblems(source, file, missing, 'the site does not provide it');
  return [{ file, message: `prerendering ${route.path} failed: ${message}` }];
}

/** Renders every route of the graph into `distDir`, reusing Vite's index.html as the template. */
export async function prerender(
  graph: ContentGraph,
  options: {
    distDir: string;
    ssrDir: string;
    generatedDir: string;
    /** The Vite root: manifest keys are relative to it. */
    appDir: string;
    rootDir: string;
    /**
     * The pages written outside the bundler: their browser and server modules, the map's URL
     * and the app build they go with.
     */
    pageModules?: {
      client: ReadonlyMap<string, ClientPage>;
      server: ReadonlyMap<string, string>;
      mapUrl: string;
      build: string;
    };
    /** Where renders are kept between builds (`render-cache.ts`); without it, every route renders. */
    cacheDir?: string;
    /** Writes each page's HTML (`sharingWriter` for a staged build). @default writeFile */
    write?: OutputWriter;
  },
) {
  const write = options.write ?? plainWriter;
  const { distDir, ssrDir, generatedDir, appDir, rootDir, pageModules } = options;
  // The server entry's route loader finds the pages' modules here (`loadPageModule`).
  (globalThis as Record<string, unknown>)[PAGE_MODULES_KEY] = pageModules
    ? Object.fromEntries(pageModules.server)
    : undefined;
  const template = await readFile(join(distDir, 'index.html'), 'utf8');
  const manifest = await readManifest(distDir);
  const { files: entryFiles, styles: entryStyles } = entryOf(manifest);
  // Imported only when a route needs rendering: with every render kept, it is not needed.
  let entry: Promise<RenderFn> | undefined;
  // In a process that builds again (a build server), a rebuilt server entry cannot be imported
  // again: `importFresh` then throws, and the build is made in a new process.
  const loadEntry = () =>
    (entry ??= importFresh<{ render: RenderFn }>(join(ssrDir, 'entry.js')).then((m) => m.render));
  const render: RenderFn = async (path) => (await loadEntry())(path);
  const base = graph.config.baseUrl;
  // The template's <html> carries the site's language, direction and default colour mode.
  const htmlTag = htmlStartTag(graph.config);
  const themeScript = headScript({
    ...graph.config.colorMode,
    announcementId: graph.config.announcementBar?.id,
  });

  /** A route whose module the bundler built: its chunk, what it imports, their styles. */
  const bundled = (route: RouteRecord): ClientPage => {
    const key = relative(appDir, routeModuleFile(generatedDir, route.path)).split('\\').join('/');
    const chunk = manifest[key];
    if (!chunk) throw new Error(`No client chunk for route ${route.path} (${key}).`);
    return {
      file: chunk.file,
      imports: [...staticImports(manifest, key, entryFiles)],
      css: [...stylesheets(manifest, key)],
    };
  };

  // What every render reads besides its own page: the server build (without the page modules),
  // the template and the site config. With the page's module and chunk, it keys its render.
  const cache = options.cacheDir ? renderCache(options.cacheDir) : undefined;
  const shared = cache
    ? hashOf(
        await hashTree(ssrDir, ['pages']),
        template,
        JSON.stringify(graph.config),
        JSON.stringify(pageModules ? { map: pageModules.mapUrl, build: pageModules.build } : {}),
      )
    : '';

  let bytes = 0;
  let renders = 0;
  // Every executable inline script of every page, for the Content-Security-Policy.
  const scriptHashes = new Set<string>();
  const failures: MdxProblem[] = [];
  let firstError: unknown;
  const { routes } = graph;
  const chunks = routes.map((route) => pageModules?.client.get(route.path) ?? bundled(route));
  const keys: (string | undefined)[] = [];
  const results: (RenderedRoute | undefined)[] = [];
  // Kept renders are looked up several at a time (file reads); the others render one by one.
  await eachLimited(
    routes,
    async (route, i) => {
      // A page's server module is named by its code (`writeServerPages`).
      const key =
        cache &&
        hashOf(
          shared,
          route.path,
          JSON.stringify(chunks[i]),
          pageModules?.server.get(route.path) ?? '',
        );
      keys[i] = key;
      results[i] = cache && key ? await cache.get(route.path, key) : undefined;
    },
    FILE_LANES,
  );
  // Loaded here, not in a render: a stale entry fails the build, not the page.
  if (results.some((r) => !r)) await loadEntry();
  for (const [i, route] of routes.entries()) {
    if (results[i]) continue;
    const key = keys[i];
    results[i] = await render(route.path).then(
      async (r) => {
        renders++;
        if (cache && key)
          await cache.set(route.path, key, { html: r.html, route: r.route, title: r.title });
        return r;
      },
      async (error: unknown) => {
        // Every page is tried, so one build names every page that cannot render.
        failures.push(...(await renderFailure(route, error)));
        firstError ??= error;
        return undefined;
      },
    );
  }
  if (failures.length) {
    const sources = new Map<string, string>();
    for (const { file } of failures)
      if (!sources.has(file)) sources.set(file, await readFile(file, 'utf8').catch(() => ''));
    throw new Error(
      `Prerendering failed on ${failures.length} problem(s):\n\n${formatProblems(failures, sources, rootDir)}`,
      { cause: firstError },
    );
  }
  const rendered: RenderedPage[] = [];
  await eachLimited(
    routes,
    async (route, i) => {
      const { html, route: info, title } = results[i]!;
      const chunk = chunks[i]!;
      // The page's own CSS is linked here: the boot imports its chunk directly, which loads no CSS.
      const styles = chunk.css.filter((c) => !entryStyles.has(c));
      const preloads = [
        ...styles.map((c) => `<link rel="stylesheet" crossorigin href="${base}${c}" />`),
        ...[chunk.file, ...chunk.imports.filter((f) => !entryFiles.has(f))].map(
          (f) => `<link rel="modulepreload" crossorigin href="${base}${f}" />`,
        ),
      ].join('\n    ');
      const bootData: BootData = {
        chunk: base + chunk.file,
        ...(pageModules ? { pages: pageModules.mapUrl, build: pageModules.build } : {}),
      };
      const boot = JSON.stringify(bootData).replace(/</g, '\\u003c');
      const page = template
        .replace(/<html\b[^>]*>/, htmlTag)
        .replace(
          '<!--sk-head-->',
          `<script>${themeScript}</script>\n    ${headTags(graph.config, info, title)}\n    ${preloads}\n    <script type="application/json" id="${BOOT_ELEMENT_ID}">${boot}</script>`,
        )
        .replace('<!--sk-body-->', html)
        .replace(
          '<body>',
          route.path === '/'
            ? `<body>\n    ${baseUrlIssueBannerHtml(graph.config.baseUrl)}`
            : '<body>',
        );
      const file = htmlFileOf(distDir, route.path);
      await mkdir(dirname(file), { recursive: true });
      await write(file, page);
      bytes += page.length;
      for (const hash of inlineScriptHashes([page])) scriptHashes.add(hash);
      const key = keys[i];
      rendered[i] = {
        path: route.path,
        html,
        ...(route.contentFile ? { source: relative(rootDir, route.contentFile) } : {}),
        ...(key ? { renderKey: key } : {}),
      };
    },
    FILE_LANES,
  );
  await cache?.keepOnly(routes.map((r) => r.path));
  const themeScriptHash = `sha256-${createHash('sha256').update(themeScript).digest('base64')}`;
  return {
    pages: graph.routes.length,
    /** Routes rendered (the others' renders were kept from an earlier build). */
    renders,
    bytes,
    rendered,
    themeScriptHash,
    scriptHashes: [...scriptHashes].sort(),
  };
}
