import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/** Repository root. */
export const rootDir = resolve(here, '../../..');
/** The site app. */
export const appDir = resolve(here, '..');
/** Authored content (overridable for fixtures). */
export const contentDir = resolve(process.env['SITEKIT_CONTENT_DIR'] ?? join(rootDir, 'content'));
/** Extra generated docs mounted under `<docs>/generated/` (the benchmark corpus). */
export const extraDocsDir = process.env['SITEKIT_EXTRA_DOCS']
  ? resolve(process.env['SITEKIT_EXTRA_DOCS'])
  : undefined;
/** Generated route modules and manifest. */
export const generatedDir = join(appDir, '.generated');
/** The static site. */
export const distDir = resolve(process.env['SITEKIT_OUT_DIR'] ?? join(rootDir, 'dist'));
/** The server bundle used by the prerenderer. */
export const ssrDir = join(rootDir, '.cache/ssr');
/** Compiled-MDX cache, keyed by content hash. */
export const mdxCacheDir = join(rootDir, '.cache/mdx');
