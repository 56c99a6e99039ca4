import type { CompileOptions } from '@mdx-js/mdx';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import { rehypeCode, type RehypeCodeOptions } from './rehype-code.js';
import { rehypeHeadings } from './rehype-headings.js';
import { remarkAdmonitions } from './remark-admonitions.js';
import { remarkDetails } from './remark-details.js';
import { remarkHeadingIds } from './remark-heading-ids.js';
import { remarkComponentImports, type ComponentImports } from './remark-component-imports.js';
import { remarkReferences } from './remark-references.js';

/** Bump when the pipeline's output changes, to invalidate cached compiles. */
export const PIPELINE_VERSION = '6';

/** The part of a page's cache key that the pipeline's settings make (empty with none set). */
export const pipelineFingerprint = ({ twoslash, componentImports }: MdxPipelineOptions = {}) =>
  [
    // Where checked samples are kept changes nothing in the output.
    twoslash ? JSON.stringify({ ...twoslash, cacheDir: undefined }) : '',
    componentImports ? JSON.stringify(componentImports) : '',
  ]
    .filter(Boolean)
    .join('\0');

/** What a site may set in the MDX pipeline. */
export interface MdxPipelineOptions {
  /** How `twoslash` code fences are type-checked. @default see `TwoslashSettings` */
  twoslash?: RehypeCodeOptions['twoslash'];
  /** Where type-checked samples are kept between builds (not part of the cache key). */
  twoslashCacheDir?: string | undefined;
  /** The site's components each page imports when it uses them (see `remarkComponentImports`). */
  componentImports?: ComponentImports | undefined;
}

/**
 * The one MDX configuration used by dev server, build and prerender. Sources go through
 * `preprocessMdx` first (Docusaurus's MDX 1 syntax); the output goes through `bindReferences`.
 */
export function mdxOptions(options: MdxPipelineOptions = {}): CompileOptions {
  return {
    remarkPlugins: [
      remarkFrontmatter,
      remarkGfm,
      remarkDirective,
      remarkAdmonitions,
      remarkHeadingIds,
      remarkDetails,
      // Links, images and imports as marks that `bindReferences` fills in on every build.
      remarkReferences,
      // After the references: these specifiers are absolute or packages, not the page's own.
      [remarkComponentImports, options.componentImports],
    ],
    // Every level goes into `toc`; the theme shows the site's `tableOfContents` levels.
    rehypePlugins: [
      [rehypeHeadings, { tocLevels: [2, 6] }],
      [
        rehypeCode,
        {
          twoslash: options.twoslashCacheDir
            ? { ...options.twoslash, cacheDir: options.twoslashCacheDir }
            : options.twoslash,
        },
      ],
    ],
    jsxImportSource: 'react',
  };
}
