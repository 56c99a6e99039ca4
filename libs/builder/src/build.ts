/**
 * The production build: content graph → generated modules → MDX compiled once
 * (cached by content hash, on every core) → client and server Vite builds of the app and of
 * what pages import, one after the other → each Markdown page's module written outside the
 * bundler (pages/) → prerendered HTML for every route → link check, feeds, search index,
 * headers and precompressed files. All of it is written into a staging folder and
 * swapped in only when every step succeeded, so a failed build leaves the published
 * site as it was.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isPageModule, pageModuleExports, writeGenerated } from './codegen.js';
import { resolveConfig, type BuilderConfig } from './config.js';
import { buildContentGraph, type ContentGraph } from './content/graph.js';
import { writeFeeds } from './feeds.js';
import { headersFile } from './headers.js';
import { hashOf } from './incremental/hash.js';
import { checkLinks } from './links.js';
import { writeLlmsFiles } from './llms/write.js';
import { pageIndexOf, writePageIndex } from './mdx/page-index.js';
import { precompileMdx } from './mdx/precompile.js';
import { PAGE_DEPS_FILE, PAGE_DEPS_RECORD, type DependencyRecord } from './pages/vite-plugin.js';
import {
  carryOverPageMaps,
  pageDependencyList,
  pageSource,
  type PageSource,
  writeClientPages,
  writeServerPages,
} from './pages/write.js';
import { entryAssets, prerender } from './prerender.js';
import { carryOverAssets, precompress, readMarker, stagingDirOf, swapIn } from './publish.js';
import { writeSiteSearchIndex } from './search-index.js';
import { writeSiteData } from './site-data.js';
import { viteBuilds } from './vite-builds.js';
import { writeSiteFiles } from './site-files.js';
import { sharingWriter } from './shared-output.js';

/** What a build reports. */
export interface BuildResult {
  pages: number;
  /** MDX files compiled (the others came from the cache). */
  compiled: number;
  mdxFiles: number;
  seconds: number;
}

const time = async <T>(label: string, fn: () => Promise<T>): Promise<T> => {
  const start = performance.now();
  const result = await fn();
  console.log(`  ${label.padEnd(28)} ${((performance.now() - start) / 1000).toFixed(2)} s`);
  return result;
};

/**
 * Reads and validates the content, and writes the route modules, the manifest, the site
 * data the app imports (what `dev()` and a type check need) and the page index the MDX plugin
 * binds links with.
 */
export async function generate(
  config: BuilderConfig,
  options: { production?: boolean } = {},
): Promise<ContentGraph> {
  const site = resolveConfig(config);
  const graph = await buildContentGraph(site, { production: options.production ?? true });
  for (const warning of graph.warnings) console.warn(`warning: ${warning}`);
  await writeGenerated(graph, site.generatedDir, {
    clean: options.production ?? true,
    pageModules: options.production ?? true,
  });
  await writeSiteData(graph, site.generatedDir);
  await writePageIndex(pageIndexOf(graph, site), site.generatedDir, site.rootDir);
  return graph;
}

/** Builds the site into `outDir`; on failure the published site is left as it was. */
export async function build(config: BuilderConfig): Promise<BuildResult> {
  const site = resolveConfig(config);
  const started = performance.now();
  console.log('Building the site');
  // Taken before reading anything, so an edit made during the build triggers the next one.
  const fingerprint = site.fingerprint?.();
  const graph = await time('content graph + modules', () => generate(site));
  const mdxFiles = [
    ...new Set(
      graph.routes
        .flatMap((r) => [r.source, ...(r.previews ?? [])])
        .filter((f) => /\.mdx?$/.test(f)),
    ),
  ];
  const modules = new Map<string, string>();
  const compiled = await time('MDX compile (cached)', () =>
    precompileMdx(mdxFiles, site.mdxCacheDir, {
      components: site.mdxComponents,
      rootDir: site.rootDir,
      pageIndex: pageIndexOf(graph, site),
      modules,
      pipeline: {
        twoslash: site.twoslash,
        twoslashCacheDir: site.twoslashCacheDir,
        componentImports: site.mdxComponentImports,
      },
    }),
  );
  // Markdown pages are written as modules of their own, outside the bundler (pages/write.ts):
  // the Vite builds get only the modules they import.
  const pageSources: PageSource[] = graph.routes.filter(isPageModule).map((r) => {
    const code = modules.get(r.source);
    if (code === undefined) throw new Error(`No compiled module for ${r.source}`);
    return pageSource(r.path, r.source, `${code}\n${pageModuleExports(r)}\n`);
  });
  await writeFile(
    join(site.generatedDir, PAGE_DEPS_FILE),
    JSON.stringify(pageDependencyList(pageSources), null, 2),
  );
  const outDir = stagingDirOf(site.outDir);
  let pages = 0;
  // Work still writing into `outDir` when a step fails: the folder is removed after it ends.
  let background: Promise<unknown> | undefined;
  try {
    await rm(outDir, { recursive: true, force: true });
    const ran = await time('vite client + server', () => viteBuilds(site, outDir));
    const reused = [!ran.client && 'client', !ran.server && 'server'].filter(Boolean);
    if (reused.length) console.log(`  reused the ${reused.join(' and ')} build (inputs unchanged)`);
    const record = async (dir: string) =>
      JSON.parse(
        await readFile(join(dir, PAGE_DEPS_RECORD), 'utf8').catch(() => '{}'),
      ) as DependencyRecord;
    // The app build's identity: its client manifest names every file it made by content.
    const appBuild = hashOf(await readFile(join(outDir, '.vite/manifest.json'))).slice(0, 16);
    // Unchanged files are hard links to the published build's: only what changed is written.
    const reuseFrom = existsSync(site.outDir) ? site.outDir : undefined;
    const write = sharingWriter(outDir, reuseFrom);
    const pageModules = await time('page modules', async () => {
      const options = {
        base: graph.config.baseUrl,
        build: appBuild,
        cacheDir: join(site.cacheDir, 'page-modules'),
        write,
      };
      const [client, server] = await Promise.all([
        record(outDir).then((r) => writeClientPages(pageSources, r, outDir, options)),
        record(site.ssrDir).then((r) => writeServerPages(pageSources, r, site.ssrDir)),
      ]);
      return { client: client.pages, mapUrl: client.mapUrl, server, build: appBuild };
    });
    // The pages' code is written: let it go before rendering, which needs the memory.
    const withPageModules = pageSources.length > 0;
    modules.clear();
    pageSources.length = 0;
    // The client's assets compress (on the thread pool) while the pages are rendered.
    const assetsCompressed = entryAssets(outDir).then((firstLoad) =>
      precompress(join(outDir, 'assets'), {
        root: outDir,
        firstLoad,
        ...(reuseFrom ? { reuseFrom } : {}),
      }),
    );
    assetsCompressed.catch(() => {}); // awaited below; a failure there fails the build
    background = assetsCompressed;
    const prerendered = await time('prerender', () =>
      prerender(graph, {
        distDir: outDir,
        ssrDir: site.ssrDir,
        generatedDir: site.generatedDir,
        appDir: site.appDir,
        rootDir: site.rootDir,
        cacheDir: join(site.cacheDir, 'renders'),
        write,
        ...(withPageModules ? { pageModules } : {}),
      }),
    );
    console.log(
      `  rendered ${prerendered.renders} of ${prerendered.pages} routes, kept the others'`,
    );
    const { themeScriptHash, scriptHashes } = prerendered;
    pages = prerendered.pages;
    await time('site files + link check', async () => {
      await writeSiteFiles(graph, outDir, write);
      await writeFeeds(graph.config, graph.posts, outDir, write);
      const links = checkLinks(prerendered.rendered, outDir, site.rootDir);
      for (const warning of links.warnings) console.warn(`warning: ${warning}`);
      if (links.errors.length) {
        throw new Error(
          `The build found ${links.errors.length} broken link(s):\n${links.errors.join('\n')}`,
        );
      }
    });
    const published = await readMarker(site.outDir);
    const search = await time('search index', () =>
      writeSiteSearchIndex(
        graph,
        prerendered.rendered,
        outDir,
        {
          dir: site.outDir,
          key: published?.inputs?.search,
        },
        join(site.cacheDir, 'search-records'),
      ),
    );
    // The rendered HTML was for the links and the index; the Markdown twins need the memory.
    prerendered.rendered.length = 0;
    const components = (await site.markdownComponents?.()) ?? {};
    await time('Markdown twins + llms.txt', () =>
      writeLlmsFiles(graph, outDir, components, {
        cacheDir: join(site.cacheDir, 'markdown'),
        write,
      }),
    );
    await write(join(outDir, '_headers'), headersFile(graph.config, scriptHashes));
    const builds = await time('carry over assets', async () => {
      const kept = await carryOverAssets(outDir, site.outDir, graph.config.deploy.keepBuilds);
      if (withPageModules) await carryOverPageMaps(outDir, site.outDir, graph.config.baseUrl);
      return kept;
    });
    const compressed = await time('precompress (rest)', async () => {
      const assets = await assetsCompressed;
      const rest = await precompress(outDir, reuseFrom ? { reuseFrom } : {});
      return {
        compressed: assets.compressed + rest.compressed,
        reused: assets.reused + rest.reused,
      };
    });
    console.log(
      `  compressed ${compressed.compressed} files, reused ${compressed.reused} unchanged from the published build`,
    );
    await mkdir(site.cacheDir, { recursive: true });
    await writeFile(
      join(site.cacheDir, 'build-report.json'),
      JSON.stringify(
        {
          themeScriptHash,
          scriptHashes,
          routes: graph.routes.map((r) => ({ path: r.path, title: r.info.head.title })),
        },
        null,
        2,
      ),
    );
    await time('swap in', () =>
      swapIn(outDir, site.outDir, {
        id: builds[0]!.id,
        completedAt: new Date().toISOString(),
        ...(fingerprint ? { sourceFingerprint: fingerprint } : {}),
        inputs: { search: search.key },
        builds,
      }),
    );
  } catch (error) {
    await background?.catch(() => {});
    await rm(outDir, { recursive: true, force: true });
    throw error;
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `Built ${pages} pages (${compiled} of ${mdxFiles.length} MDX files compiled) in ${seconds.toFixed(2)} s → ${site.outDir}`,
  );
  return { pages, compiled, mdxFiles: mdxFiles.length, seconds };
}
