import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { withOwnHeapGrowth } from '../heap.js';
import { fromSources } from '../runtime.js';
import { compileShare, type CompileShare } from './compile-share.js';
import { themeComponents, unknownComponents } from './components.js';
import { mdxBuildError, type MdxProblem } from './problems.js';
import { bindReferences, type PageIndex } from './references.js';
import type { MdxPipelineOptions } from './options.js';
import { mdxCacheKey } from './vite-plugin.js';

/** A fence whose meta asks for a type-checked sample (`tsx twoslash`). */
const TWOSLASH_FENCE = /^[ \t]*(`{3,}|~{3,})[^\n]*\btwoslash\b/m;

/**
 * The fewest pages a compile worker is started for: up to this many, they are compiled in the
 * build process (an edit), where the pipeline is loaded already; starting a worker, which loads
 * it again, costs more than compiling a few.
 */
export const PAGES_PER_WORKER = 20;

/** What `precompileMdx` checks besides syntax. */
export interface PrecompileOptions {
  /**
   * Components pages may use without importing them, beside the theme's; a page using another
   * one is a problem. Absent: not checked here (rendering fails on it instead).
   */
  components?: readonly string[] | undefined;
  /** Messages name files relative to it. @default absolute paths */
  rootDir?: string | undefined;
  /** The site's pages, to check links to Markdown files against. Absent: links are not checked. */
  pageIndex?: PageIndex | undefined;
  /** The pipeline's settings (twoslash). */
  pipeline?: MdxPipelineOptions | undefined;
  /** Filled with each file's compiled module, references bound (what the build writes). */
  modules?: Map<string, string> | undefined;
}

/**
 * Fills the compiled-MDX cache using every core, so the Vite builds that follow only read from
 * it. Every problem of every file (syntax errors, unknown admonition keywords, unknown
 * components, links to missing pages, missing images and imports, unknown `@theme/` modules,
 * cached pages included) is thrown at once, each with file, line, column and a code frame. Returns how many files were compiled (0 on a warm cache).
 */
export async function precompileMdx(
  files: string[],
  mdxCacheDir: string,
  options: PrecompileOptions = {},
): Promise<number> {
  const components = options.components && [...themeComponents, ...options.components];
  const provided = components && new Set(components);
  const sources = new Map<string, string>();
  const problems: MdxProblem[] = [];
  const missing: string[] = [];
  const compiled = new Map<string, string>();
  await Promise.all(
    files.map(async (file) => {
      const source = await readFile(file, 'utf8');
      sources.set(file, source);
      const cached = await readFile(
        join(mdxCacheDir, `${mdxCacheKey(source, options.pipeline)}.js`),
        'utf8',
      ).catch(() => null);
      if (cached === null) missing.push(file);
      else compiled.set(file, cached);
      if (cached !== null && provided)
        problems.push(...unknownComponents(cached, source, file, provided));
    }),
  );
  if (missing.length) {
    const report = (_file: string, found: MdxProblem[]) => problems.push(...found);
    const share = { mdxCacheDir, components, pipeline: options.pipeline };
    if (missing.length <= PAGES_PER_WORKER) {
      // A few pages (an edit): compiled here, where the pipeline is already loaded, rather than
      // in a worker that would load it again first (about 1.5 s, longer than the compile).
      // TypeScript loads only if a type-checked sample changed (see `twoslash.ts`).
      await compileShare({ ...share, files: missing }, report);
    } else {
      const workers = Math.max(
        1,
        Math.min(availableParallelism(), Math.ceil(missing.length / PAGES_PER_WORKER)),
      );
      const shares: string[][] = Array.from({ length: workers }, () => []);
      // Pages with type-checked samples all go to the first worker, so only it loads TypeScript
      // and the samples' types (hundreds of MB); the others spread from the second on.
      const checked = missing.filter((file) => TWOSLASH_FENCE.test(sources.get(file) ?? ''));
      shares[0]!.push(...checked);
      missing
        .filter((file) => !checked.includes(file))
        .forEach((file, i) => shares[(i + 1) % workers]!.push(file));
      await withOwnHeapGrowth(() =>
        Promise.all(shares.map((files) => inWorker({ ...share, files }, report))),
      );
    }
  }
  // References are bound on every build (references.ts), so they are checked for cached pages too.
  await Promise.all(
    missing.map(async (file) => {
      const key = mdxCacheKey(sources.get(file)!, options.pipeline);
      const code = await readFile(join(mdxCacheDir, `${key}.js`), 'utf8').catch(() => null);
      if (code !== null) compiled.set(file, code);
    }),
  );
  for (const [file, code] of compiled) {
    const bound = bindReferences(code, file, options.pageIndex);
    problems.push(...bound.problems);
    options.modules?.set(file, bound.code);
  }
  if (problems.length) throw mdxBuildError(problems, sources, options.rootDir);
  return missing.length;
}

/** Runs `compileShare` on a worker thread; its problems come back through `report`. */
function inWorker(
  share: CompileShare,
  report: (file: string, problems: MdxProblem[]) => void,
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    // From sources, a shim registers the TypeScript loader first.
    const script = fromSources ? './precompile-worker.mjs' : './precompile-worker.js';
    const worker = new Worker(new URL(script, import.meta.url), {
      workerData: share,
      execArgv: workerConditions(),
    });
    worker.on('message', (m: { file: string; problems: MdxProblem[] }) =>
      report(m.file, m.problems),
    );
    worker.on('error', reject);
    worker.on('exit', () => resolve());
  });
}

/** The parent's `--conditions`; from sources, the libraries' sources too (as in a test runner). */
function workerConditions(): string[] {
  const args = process.execArgv;
  const conditions = args.flatMap((a, i) =>
    a.startsWith('--conditions=')
      ? [a]
      : (a === '--conditions' || a === '-C') && args[i + 1]
        ? [`--conditions=${args[i + 1]}`]
        : [],
  );
  if (fromSources && !conditions.includes('--conditions=@sitekit/source'))
    conditions.push('--conditions=@sitekit/source');
  return conditions;
}
