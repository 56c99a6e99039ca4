/**
 * `@sitekit/builder`: turns a site (its config, content, pages and app) into a static,
 * prerendered site. Node only.
 */
export { build, generate, type BuildResult } from './build.js';
export { dev } from './dev.js';
export { createVitePlugin } from './vite-plugin.js';
export { docusaurusAliases } from './docusaurus-aliases.js';
export {
  defineConfig,
  resolveConfig,
  type AppPage,
  type BuilderConfig,
  type ResolvedConfig,
} from './config.js';
export { buildContentGraph, type ContentGraph, type RouteRecord } from './content/graph.js';
export { loadDocs, listMdx, type DocFile } from './content/docs.js';
export { headingIds } from './content/heading-ids.js';
export { mdxOptions, type MdxPipelineOptions } from './mdx/options.js';
export type { TwoslashSettings } from './mdx/twoslash.js';
export { createMdxCompiler } from './mdx/vite-plugin.js';
export { preprocessMdx } from './mdx/preprocess.js';
export { bindReferences, type BoundPage, type PageIndex } from './mdx/references.js';
export { pageIndexOf } from './mdx/page-index.js';
export { imageSize, type ImageSize } from './mdx/image-size.js';
export type { RenderFn } from './prerender.js';
export { codeThemes, getHighlighter } from './mdx/rehype-code.js';
export { contentSecurityPolicy, inlineScriptHashes } from './headers.js';
export { headTags } from './html.js';
export {
  llmsFullTxt,
  llmsTxt,
  markdownOf,
  markdownUrl,
  type ComponentMarkdown,
  type MarkdownOptions,
  type MarkdownPage,
} from './llms/index.js';
export { writeLlmsFiles } from './llms/write.js';
