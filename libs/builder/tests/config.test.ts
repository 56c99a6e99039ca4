import { join } from 'node:path';
import { expect, it } from 'vitest';
import { resolveConfig } from '../src/config.js';

const site = join(import.meta.dirname, 'fixtures/site');

it('resolves paths against the app folder and applies the defaults', () => {
  const config = resolveConfig({
    appDir: site,
    rootDir: '..',
    contentDir: '../valid',
    pages: 'pages.ts',
  });
  const root = join(site, '..');
  expect(config).toMatchObject({
    appDir: site,
    rootDir: root,
    contentDir: join(root, 'valid'),
    siteConfig: join(site, 'site.config.ts'),
    serverEntry: join(site, 'src/server/entry.tsx'),
    viteConfig: join(site, 'vite.config.ts'),
    outDir: join(root, 'dist'),
    ssrDir: join(root, '.cache/ssr'),
    mdxCacheDir: join(root, '.cache/mdx'),
    generatedDir: join(site, '.generated'),
    pages: join(site, 'pages.ts'),
  });
});

it('names every missing part at once', () => {
  expect(() =>
    resolveConfig({
      appDir: site,
      contentDir: 'nowhere',
      siteConfig: 'missing.config.ts',
      pages: 'no-pages.ts',
    }),
  ).toThrow(
    [
      'sitekit builder config is invalid:',
      `  - siteConfig: ${join(site, 'missing.config.ts')} does not exist`,
      `  - pages: ${join(site, 'no-pages.ts')} does not exist`,
      `  - contentDir: ${join(site, 'nowhere')} does not exist`,
    ].join('\n'),
  );
});

it('refuses a config without an app folder', () => {
  expect(() => resolveConfig({} as never)).toThrow(
    'sitekit builder config is invalid:\n  - appDir: must be the site app’s folder',
  );
});
