import type { CompileOptions } from '@mdx-js/mdx';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import { rehypeCode } from './rehype-code.js';
import { rehypeHeadings } from './rehype-headings.js';
import { remarkAdmonitions } from './remark-admonitions.js';
import { remarkHeadingIds } from './remark-heading-ids.js';

/** Bump when the pipeline's output changes, to invalidate cached compiles. */
export const PIPELINE_VERSION = '4';

/**
 * The one MDX configuration used by dev server, build and prerender. Sources go through
 * `preprocessMdx` first (Docusaurus's MDX 1 syntax).
 */
export function mdxOptions(): CompileOptions {
  return {
    remarkPlugins: [
      remarkFrontmatter,
      remarkGfm,
      remarkDirective,
      remarkAdmonitions,
      remarkHeadingIds,
    ],
    // Every level goes into `toc`; the theme shows the site's `tableOfContents` levels.
    rehypePlugins: [[rehypeHeadings, { tocLevels: [2, 6] }], rehypeCode],
    jsxImportSource: 'react',
  };
}
