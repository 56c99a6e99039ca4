import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import mdxRollup from '@mdx-js/rollup';
import type { Plugin } from 'vite';
import { mdxOptions, PIPELINE_VERSION } from './options.js';

type Transform = (code: string, id: string) => Promise<{ code: string } | undefined | null>;

/**
 * Docusaurus writes admonition titles after the keyword (`:::note Title`);
 * remark-directive wants a label (`:::note[Title]`). Rewrite before parsing.
 */
export function preprocessMdx(source: string): string {
  return source.replace(
    /^([ \t]*:::(?:note|tip|info|warning|danger|caution))[ \t]+([^[\n][^\n]*?)[ \t]*$/gm,
    '$1[$2]',
  );
}

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

/** Vite plugin: @mdx-js/rollup behind the content-hash cache. */
export function cachedMdx(mdxCacheDir: string): Plugin {
  const compile = createMdxCompiler(mdxCacheDir);
  return {
    name: 'sitekit:mdx',
    enforce: 'pre',
    async transform(code, id) {
      const [path] = id.split('?');
      if (!path || !/\.mdx?$/.test(path)) return null;
      return { code: await compile(code, path), map: null };
    },
  };
}
