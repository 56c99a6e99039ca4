import type { CompileOptions } from '@mdx-js/mdx';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import { rehypeCode } from './rehype-code.js';
import { rehypeHeadings } from './rehype-headings.js';
import { remarkAdmonitions } from './remark-admonitions.js';

/** Bump when the pipeline's output changes, to invalidate cached compiles. */
export const PIPELINE_VERSION = '3';

/** The one MDX configuration used by dev server, build and prerender. */
export function mdxOptions(): CompileOptions {
  return {
    remarkPlugins: [remarkFrontmatter, remarkGfm, remarkDirective, remarkAdmonitions],
    // Every level goes into `toc`; the theme shows the site's `tableOfContents` levels.
    rehypePlugins: [[rehypeHeadings, { tocLevels: [2, 6] }], rehypeCode],
    jsxImportSource: 'react',
  };
}
