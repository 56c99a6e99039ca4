import type { CompileOptions } from '@mdx-js/mdx';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import { rehypeCode } from './rehype-code.js';
import { rehypeHeadings } from './rehype-headings.js';
import { remarkAdmonitions } from './remark-admonitions.js';

/** Bump when the pipeline's output changes, to invalidate cached compiles. */
export const PIPELINE_VERSION = '2';

/** The one MDX configuration used by dev server, build and prerender. */
export function mdxOptions(): CompileOptions {
  return {
    remarkPlugins: [remarkFrontmatter, remarkGfm, remarkDirective, remarkAdmonitions],
    rehypePlugins: [[rehypeHeadings, { tocLevels: [2, 3] }], rehypeCode],
    jsxImportSource: 'react',
  };
}
