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

it('keeps the twoslash settings, with typesRoot against the app folder (default: the root), and they key the MDX cache', async () => {
  const base = { appDir: site, rootDir: '..', contentDir: '../valid', pages: 'pages.ts' };
  const config = resolveConfig({
    ...base,
    twoslash: { typesRoot: '..', compilerOptions: { strict: false } },
  });
  expect(config.twoslash).toEqual({
    typesRoot: join(site, '..'),
    compilerOptions: { strict: false },
  });
  expect(resolveConfig(base).twoslash).toEqual({ typesRoot: join(site, '..') });
  const { mdxCacheKey } = await import('../src/mdx/vite-plugin.js');
  const page = '```ts twoslash\nconst a = 1;\n```';
  expect(mdxCacheKey(page, { twoslash: config.twoslash })).not.toBe(mdxCacheKey(page));
  expect(mdxCacheKey(page, {})).toBe(mdxCacheKey(page));
});

it('takes MDX components as names, or as modules pages import them from', () => {
  const base = { appDir: site, rootDir: '..', contentDir: '../valid', pages: 'pages.ts' };
  expect(resolveConfig({ ...base, mdxComponents: ['Chart'] })).toMatchObject({
    mdxComponents: ['Chart'],
  });
  const config = resolveConfig({
    ...base,
    mdxComponents: { Entry: './src/server/entry', Widget: 'some-package/widget' },
  });
  expect(config.mdxComponents).toEqual(['Entry', 'Widget']);
  expect(config.mdxComponentImports).toEqual({
    Entry: join(site, 'src/server/entry'),
    Widget: 'some-package/widget',
  });
});

it('names every bad MDX component entry at once', () => {
  expect(() =>
    resolveConfig({
      appDir: site,
      mdxComponents: { chart: './src/server/entry.tsx', Gone: './src/gone', Empty: '' },
    }),
  ).toThrow(
    [
      'sitekit builder config is invalid:',
      '  - mdxComponents: "chart" is not a component name (a capitalised identifier)',
      `  - mdxComponents.Gone: ${join(site, 'src/gone')} does not exist`,
      '  - mdxComponents.Empty: must name the module exporting it',
    ].join('\n'),
  );
});
