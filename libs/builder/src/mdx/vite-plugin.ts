import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import mdxRollup from '@mdx-js/rollup';
import type { Plugin } from 'vite';
import { themeComponents, unknownComponents } from './components.js';
import {
  mdxOptions,
  pipelineFingerprint,
  PIPELINE_VERSION,
  type MdxPipelineOptions,
} from './options.js';
import { preprocessMdx } from './preprocess.js';
import { codeFrame, MdxProblemsError, problemsOf } from './problems.js';
import { bindReferences, type PageIndex } from './references.js';

export { preprocessMdx };

type Transform = (code: string, id: string) => Promise<{ code: string } | undefined | null>;

/** Cache key of one MDX source under the current pipeline and its settings. */
export const mdxCacheKey = (code: string, pipeline?: MdxPipelineOptions) =>
  createHash('sha1')
    .update(PIPELINE_VERSION)
    .update('\0')
    .update(pipelineFingerprint(pipeline))
    .update('\0')
    .update(code)
    .digest('hex');

/**
 * Compiles MDX with the same options everywhere and caches the output by content
 * hash, so client build, server build and the next build each compile a file at most once.
 */
export function createMdxCompiler(mdxCacheDir: string, pipeline: MdxPipelineOptions = {}) {
  // Source maps are not shipped; skipping them halves the compile cost.
  const inner = mdxRollup({ ...mdxOptions(pipeline), SourceMapGenerator: undefined } as Parameters<
    typeof mdxRollup
  >[0]);
  const transform = (inner.transform as unknown as Transform).bind(inner);
  return async (code: string, id: string): Promise<string> => {
    const file = join(mdxCacheDir, `${mdxCacheKey(code, pipeline)}.js`);
    const cached = await readFile(file, 'utf8').catch(() => null);
    if (cached !== null) return cached;
    const result = await transform(preprocessMdx(code), id);
    if (!result) throw new Error(`MDX compile returned nothing for ${id}`);
    await mkdir(mdxCacheDir, { recursive: true });
    await writeFile(file, result.code);
    return result.code;
  };
}

/** Where `cachedMdx` finds the site's pages, to bind links with (see `bindReferences`). */
export interface PageIndexSource {
  (): PageIndex | undefined;
  /** The file it is read from, which the dev server watches for pages with links. */
  file?: string;
}

/**
 * Vite plugin: @mdx-js/rollup behind the content-hash cache, then the page's references bound
 * (links to Markdown files through `pageIndex`, images with their size). A page's problems
 * reach Vite's overlay with their place and a code frame; with `components` (the site's), a
 * component nobody provides is one of them.
 */
export function cachedMdx(
  mdxCacheDir: string,
  components?: readonly string[],
  pageIndex?: PageIndexSource,
  pipeline: MdxPipelineOptions = {},
): Plugin {
  const compile = createMdxCompiler(mdxCacheDir, pipeline);
  const provided = components && new Set([...themeComponents, ...components]);
  return {
    name: 'sitekit:mdx',
    enforce: 'pre',
    async transform(code, id) {
      const [path] = id.split('?');
      if (!path || !/\.mdx?$/.test(path)) return null;
      try {
        const compiled = await compile(code, path);
        const bound = bindReferences(compiled, path, pageIndex?.());
        // In dev, an image or another page's URL changing re-transforms the page.
        for (const file of bound.files) this.addWatchFile(file);
        if (bound.links && pageIndex?.file) this.addWatchFile(pageIndex.file);
        const unknown = provided ? unknownComponents(compiled, code, path, provided) : [];
        const problems = [...bound.problems, ...unknown].sort(
          (a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0),
        );
        if (problems.length) throw new MdxProblemsError(problems);
        return { code: bound.code, map: null };
      } catch (error) {
        throw viteError(error, path, code);
      }
    },
  };
}

/** An error as Vite shows it: message, `loc` and `frame` of the first problem. */
function viteError(error: unknown, file: string, source: string): Error {
  const problems = problemsOf(error, file);
  const [first] = problems;
  const message = problems
    .map((p) => `${file}:${p.line ?? 0}:${p.column ?? 0}: ${p.message}`)
    .join('\n');
  return Object.assign(new Error(message, { cause: error }), {
    id: file,
    ...(first?.line !== undefined
      ? {
          // Rollup's columns count from 0.
          loc: { file, line: first.line, column: (first.column ?? 1) - 1 },
          frame: codeFrame(source, first.line, first.column),
        }
      : {}),
  });
}
