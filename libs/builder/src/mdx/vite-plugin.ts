import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import mdxRollup from '@mdx-js/rollup';
import type { Plugin } from 'vite';
import { themeComponents, unknownComponents } from './components.js';
import { mdxOptions, PIPELINE_VERSION } from './options.js';
import { preprocessMdx } from './preprocess.js';
import { codeFrame, MdxProblemsError, problemsOf } from './problems.js';

export { preprocessMdx };

type Transform = (code: string, id: string) => Promise<{ code: string } | undefined | null>;

/** Cache key of one MDX source under the current pipeline. */
export const mdxCacheKey = (code: string) =>
  createHash('sha1').update(PIPELINE_VERSION).update('\0').update(code).digest('hex');

/**
 * Compiles MDX with the same options everywhere and caches the output by content
 * hash, so client build, server build and the next build each compile a file at most once.
 */
export function createMdxCompiler(mdxCacheDir: string) {
  // Source maps are not shipped; skipping them halves the compile cost.
  const inner = mdxRollup({ ...mdxOptions(), SourceMapGenerator: undefined } as Parameters<
    typeof mdxRollup
  >[0]);
  const transform = (inner.transform as unknown as Transform).bind(inner);
  return async (code: string, id: string): Promise<string> => {
    const file = join(mdxCacheDir, `${mdxCacheKey(code)}.js`);
    const cached = await readFile(file, 'utf8').catch(() => null);
    if (cached !== null) return cached;
    const result = await transform(preprocessMdx(code), id);
    if (!result) throw new Error(`MDX compile returned nothing for ${id}`);
    await mkdir(mdxCacheDir, { recursive: true });
    await writeFile(file, result.code);
    return result.code;
  };
}

/**
 * Vite plugin: @mdx-js/rollup behind the content-hash cache. A page's problems reach Vite's
 * overlay with their place and a code frame; with `components` (the site's), a component
 * nobody provides is one of them.
 */
export function cachedMdx(mdxCacheDir: string, components?: readonly string[]): Plugin {
  const compile = createMdxCompiler(mdxCacheDir);
  const provided = components && new Set([...themeComponents, ...components]);
  return {
    name: 'sitekit:mdx',
    enforce: 'pre',
    async transform(code, id) {
      const [path] = id.split('?');
      if (!path || !/\.mdx?$/.test(path)) return null;
      try {
        const compiled = await compile(code, path);
        const unknown = provided ? unknownComponents(compiled, code, path, provided) : [];
        if (unknown.length) throw new MdxProblemsError(unknown);
        return { code: compiled, map: null };
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
