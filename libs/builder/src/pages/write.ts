/**
 * Page modules written outside the bundler: each Markdown page's compiled module, with its
 * imports pointing at the dependency modules the Vite builds made (see `vite-plugin.ts`),
 * minified for the browser and kept as is for the prerenderer. The bundler then never holds
 * the pages' bodies, which were most of its time and memory.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { basename, dirname, join, posix, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageMap } from '@sitekit/theme/head';
import { minify } from 'vite';
import {
  dependencyKey,
  pageImports,
  rewriteImports,
  type Dependency,
  type PageImport,
} from './imports.js';
import { eachLimited } from '../each-limited.js';
import { keepOnly } from '../incremental/hash.js';
import { plainWriter, type OutputWriter } from '../shared-output.js';
import type { BuiltDependency, DependencyRecord } from './vite-plugin.js';

/** A page to write: its route path, its source file, its module's code and imports. */
export interface PageSource {
  path: string;
  file: string;
  code: string;
  imports: PageImport[];
}

/** A page's module code (compiled, with its route's exports), read for writing. */
export const pageSource = (path: string, file: string, code: string): PageSource => ({
  path,
  file,
  code,
  imports: pageImports(code, file),
});

/** A page module written for the browser: its file in the output, what it loads, its styles. */
export interface ClientPage {
  file: string;
  imports: string[];
  css: string[];
}

const hashOf = (text: string, length: number) =>
  createHash('sha256').update(text).digest('base64url').replace(/[-_]/g, 'x').slice(0, length);

/** What the pages import, sorted: what the Vite builds make dependency modules of. */
export function pageDependencyList(pages: readonly PageSource[]): Dependency[] {
  const deps = new Map<string, Dependency>();
  for (const page of pages)
    for (const { module, names } of page.imports)
      deps.set(dependencyKey({ module, names }), { module, names });
  return [...deps.keys()].sort().map((key) => deps.get(key)!);
}

function dependencyOf(
  record: DependencyRecord,
  dep: Dependency,
  page: PageSource,
): BuiltDependency {
  const built = record[dependencyKey(dep)];
  if (!built)
    throw new Error(
      `${page.file}: the build has no module for its import of "${dep.module}" (was the page changed during the build?)`,
    );
  return built;
}

/**
 * A page's browser module, minified; with `cacheDir`, kept there under `name` (a hash of its
 * code), so an unchanged page is not minified again.
 */
async function minified(page: PageSource, linked: string, kept: string | undefined) {
  const before = kept && (await readFile(kept, 'utf8').catch(() => undefined));
  if (before) return before;
  const { code, errors } = await minify(`${nameOf(page.path)}.js`, linked);
  if (errors.length)
    throw new Error(`${page.file}: minifying its module failed: ${errors[0]!.message}`);
  if (kept) await writeFile(kept, code);
  return code;
}

/** A file name for a page module: the last part of its path, like the bundler's chunks. */
const nameOf = (path: string) =>
  (basename(path) || 'index').replace(/[^\w-]/g, '_').slice(0, 60) || 'index';

/**
 * Where the page map of an app build is written, in the output folder. Named by the app build
 * (not by the pages), it stays the same while only pages change, so editing one page changes no
 * other page's HTML; it is fetched revalidated.
 */
export const pageMapFile = (build: string) => `_sk/pages-${build}.json`;

/**
 * Writes each page's browser module into `<outDir>/assets`, minified and named by its content
 * hash, and the page map (`PageMap`: the app build `build` the modules go with, and route path
 * → module URL) into {@link pageMapFile}. Returns the pages' modules and the map's URL.
 */
export async function writeClientPages(
  pages: readonly PageSource[],
  record: DependencyRecord,
  outDir: string,
  options: { base: string; build: string; cacheDir?: string; write?: OutputWriter },
): Promise<{ pages: Map<string, ClientPage>; mapUrl: string }> {
  const write = options.write ?? plainWriter;
  const written = new Map<string, ClientPage>();
  // Minified modules kept between builds, by the hash of their code.
  const minifiedNames = new Set<string>();
  if (options.cacheDir) await mkdir(options.cacheDir, { recursive: true });
  await mkdir(join(outDir, 'assets'), { recursive: true });
  await eachLimited(pages, async (page) => {
    const used = new Set<BuiltDependency>();
    const linked = rewriteImports(page.code, page.imports, (found) => {
      const dep = dependencyOf(record, found, page);
      used.add(dep);
      return `./${posix.basename(dep.file)}`;
    });
    const name = `${hashOf(linked, 32)}.js`;
    minifiedNames.add(name);
    const code = await minified(page, linked, options.cacheDir && join(options.cacheDir, name));
    const file = `assets/${nameOf(page.path)}-${hashOf(code, 8)}.js`;
    await write(join(outDir, file), code);
    written.set(page.path, {
      file,
      imports: [...new Set([...used].flatMap((d) => [d.file, ...d.imports]))],
      css: [...new Set([...used].flatMap((d) => d.css))],
    });
  });
  const map: PageMap = {
    build: options.build,
    pages: Object.fromEntries(
      pages.map((p) => [p.path, options.base + written.get(p.path)!.file] as const),
    ),
  };
  if (options.cacheDir) await keepOnly(options.cacheDir, minifiedNames);
  const mapFile = pageMapFile(options.build);
  await mkdir(dirname(join(outDir, mapFile)), { recursive: true });
  await write(join(outDir, mapFile), JSON.stringify(map));
  return { pages: written, mapUrl: options.base + mapFile };
}

/**
 * Writes each page's server module into `<ssrDir>/pages`, importing the server build's
 * dependency modules. Returns route path → module URL (its name carries a hash of its code),
 * for the prerenderer.
 */
export async function writeServerPages(
  pages: readonly PageSource[],
  record: DependencyRecord,
  ssrDir: string,
): Promise<Map<string, string>> {
  const written = new Map<string, string>();
  const names = new Set<string>();
  const dir = join(ssrDir, 'pages');
  await eachLimited(pages, async (page) => {
    const code = rewriteImports(page.code, page.imports, (found) => {
      const dep = dependencyOf(record, found, page);
      const target = join(ssrDir, dep.file);
      const rel = relative(dir, target).split('\\').join('/');
      return rel.startsWith('.') ? rel : `./${rel}`;
    });
    // Named by content: the prerenderer keys a page's render with its module's URL, and a
    // module an earlier build wrote is there already.
    const name = `${nameOf(page.path)}-${hashOf(code, 16)}.js`;
    const file = join(dir, name);
    names.add(name);
    if (!existsSync(file)) {
      // Renamed into place, so a build stopped halfway leaves no partial module under that name.
      await mkdir(dir, { recursive: true });
      await writeFile(`${file}.partial`, code);
      await rename(`${file}.partial`, file);
    }
    written.set(page.path, pathToFileURL(file).href);
  });
  await keepOnly(dir, names);
  return written;
}

/**
 * Copies into the staged build the page maps of earlier app builds (from the published
 * `distDir`) whose modules are all still there (kept for their grace period by
 * `carryOverAssets`): a tab opened on an earlier build keeps navigating with its own modules.
 * Returns the maps copied.
 */
export async function carryOverPageMaps(
  stagingDir: string,
  distDir: string,
  base: string,
): Promise<string[]> {
  const dir = dirname(pageMapFile('x'));
  const names = await readdir(join(distDir, dir)).catch(() => [] as string[]);
  const kept: string[] = [];
  for (const name of names.filter((n) => /^pages-[\w-]+\.json$/.test(n))) {
    const file = join(dir, name);
    if (existsSync(join(stagingDir, file))) continue;
    const text = await readFile(join(distDir, file), 'utf8').catch(() => '');
    const map = text ? (JSON.parse(text) as Partial<PageMap>) : {};
    const urls = Object.values(map.pages ?? {});
    const served = urls.every(
      (url) => url.startsWith(base) && existsSync(join(stagingDir, url.slice(base.length))),
    );
    if (!urls.length || !served) continue;
    await mkdir(join(stagingDir, dir), { recursive: true });
    await writeFile(join(stagingDir, file), text);
    kept.push(file);
  }
  return kept;
}
