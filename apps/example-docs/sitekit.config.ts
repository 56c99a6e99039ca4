import { defineConfig } from '@sitekit/builder';

/**
 * Where Tidepool's docs keep their parts, for `@sitekit/builder`. Everything the build reads
 * and writes stays inside this folder, so it never meets another site's output or cache.
 */
export default defineConfig({
  appDir: import.meta.dirname,
  contentDir: 'content',
  outDir: 'dist',
  cacheDir: '.cache',
  pages: 'pages.ts',
  // Pages use only the theme's MDX components: any other name (not imported) fails the build.
  mdxComponents: [],
});
