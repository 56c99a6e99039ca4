import { defineConfig } from '@sitekit/builder';
import { validateSiteData } from '../../content/data/validate.js';
import { sourceFingerprint } from '../../tools/source-fingerprint.mjs';
import { siteMdxComponents } from './src/app/mdx-components.js';
import { readCloudFacts } from './vite/cloud-facts/index.js';
import { factsMarkdown } from './vite/cloud-facts/markdown.js';

const rootDir = new URL('../..', import.meta.url).pathname;

/**
 * Where the site's parts are, for `@sitekit/builder`. Tests and the benchmark point the
 * content and output elsewhere with SITEKIT_CONTENT_DIR, SITEKIT_OUT_DIR and SITEKIT_EXTRA_DOCS.
 */
export default defineConfig({
  appDir: import.meta.dirname,
  rootDir,
  contentDir: process.env['SITEKIT_CONTENT_DIR'] ?? `${rootDir}content`,
  outDir: process.env['SITEKIT_OUT_DIR'] ?? `${rootDir}dist`,
  ...(process.env['SITEKIT_EXTRA_DOCS'] ? { extraDocsDir: process.env['SITEKIT_EXTRA_DOCS'] } : {}),
  pages: 'src/pages/registry.ts',
  // Templates, experts and showcase entries (content/data) are checked before anything is built.
  validate: validateSiteData,
  fingerprint: () => sourceFingerprint(rootDir),
  // The cloud facts pages show (regions, policies, limits) in the pages' Markdown twins.
  markdownComponents: async () => factsMarkdown(await readCloudFacts()),
  // Each page imports the demos and facts it uses; a page using any other component without
  // importing it fails the build, named with its line.
  mdxComponents: siteMdxComponents,
});
