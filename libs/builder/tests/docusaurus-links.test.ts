// @vitest-environment jsdom
/**
 * Docusaurus pages that link to each other by file, show images beside them and import
 * `@theme/` and `@site/` modules (tests/fixtures/docusaurus-links), built by Vite with the
 * builder's plugins and rendered with the theme's components, as a site's server build does.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build as viteBuild } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from '../src/build.js';
import type { BuilderConfig } from '../src/config.js';
import { pageIndexReader } from '../src/mdx/page-index.js';
import { bindReferences } from '../src/mdx/references.js';
import { createMdxCompiler } from '../src/mdx/vite-plugin.js';
import { createVitePlugin } from '../src/vite-plugin.js';

const fixtures = join(import.meta.dirname, 'fixtures');
const site = join(fixtures, 'docusaurus-links');
const config: BuilderConfig = {
  appDir: join(fixtures, 'site'),
  // As in a Docusaurus site, `@site/` is the folder holding the site: here the fixture.
  rootDir: site,
  contentDir: site,
  siteConfig: join(site, 'site.config.ts'),
  generatedDir: join(fixtures, '.out', 'docusaurus-links'),
  cacheDir: join(fixtures, '.out', 'docusaurus-links-cache'),
};

let outDir: string;
let render: (page: string) => string;
beforeAll(async () => {
  await generate(config);
  // Inside the repository, so the bundle finds React in its node_modules.
  await mkdir(join(fixtures, '.out'), { recursive: true });
  outDir = await mkdtemp(join(fixtures, '.out', 'links-build-'));
  await viteBuild({
    configFile: false,
    root: site,
    logLevel: 'silent',
    plugins: createVitePlugin(config),
    build: {
      ssr: join(site, 'src/render.tsx'),
      outDir,
      ssrEmitAssets: true,
      assetsInlineLimit: 0,
      rolldownOptions: { output: { entryFileNames: 'entry.js' } },
    },
  });
  ({ render } = (await import(pathToFileURL(join(outDir, 'entry.js')).href)) as {
    render: (page: string) => string;
  });
}, 120_000);
afterAll(() => rm(outDir, { recursive: true, force: true }));

const dom = (page: string) => {
  const host = document.createElement('div');
  host.innerHTML = render(page);
  return host;
};
const hrefs = (host: Element) =>
  Array.from(host.querySelectorAll('a:not(.sk-heading-anchor)')).map((a) => a.getAttribute('href'));

describe('links to Markdown files', () => {
  it("become the target page's URL, keeping the hash; other links stay as written", () => {
    expect(hrefs(dom('intro'))).toEqual([
      '/docs/setup-guide#install-the-cli',
      '/docs/faq',
      '/docs/tabs',
      '/docs/setup-guide',
      'https://example.com/notes.md',
      '/docs/faq',
      '#the-pipeline',
    ]);
  });

  it('resolve beside the page first, then in the docs folder, in .md pages too', () => {
    expect(hrefs(dom('setup'))).toEqual(['/docs/intro', '/docs/faq']);
    expect(hrefs(dom('faq'))).toEqual(['/docs/setup-guide#install-the-cli']);
  });
});

describe('images', () => {
  it('in Markdown are bundled under a hashed name, with their width and height', () => {
    const image = dom('intro').querySelector('img[alt="How a render flows"]');
    const src = image?.getAttribute('src') ?? '';
    expect(src).toMatch(/^\/assets\/pipeline-[\w-]+\.png$/);
    expect([image?.getAttribute('width'), image?.getAttribute('height')]).toEqual(['320', '180']);
    expect(existsSync(join(outDir, src))).toBe(true);
    // Another page's `../img/pipeline.png` is the same file.
    expect(dom('setup').querySelector('img')?.getAttribute('src')).toBe(src);
  });

  it('imported or required in MDX are bundled', () => {
    const host = dom('intro');
    const imported = host.querySelector('img[alt="Logo"]')?.getAttribute('src');
    expect(imported).toMatch(/^\/assets\/logo-[\w-]+\.svg$/);
    expect(host.querySelector('img[alt="Logo, required"]')?.getAttribute('src')).toBe(imported);
  });
});

describe('@site/ and @theme/ imports', () => {
  it('resolve @site/ to the site folder, whose code may import @theme/ modules', () => {
    const badge = dom('intro').querySelector('aside.sk-admonition--info');
    expect(badge?.querySelector('.sk-admonition__title')?.textContent).toBe('Beta');
    expect(badge?.textContent).toContain('This page describes a beta feature.');
  });

  it('give Tabs their labels from `values` and the `defaultValue` tab in the server HTML', () => {
    const [install] = Array.from(dom('tabs').querySelectorAll('.sk-tabs'));
    const tabs = Array.from(install!.querySelectorAll('[role="tab"]'));
    expect(tabs.map((t) => t.textContent)).toEqual(['npm', 'Yarn (classic)', 'pnpm']);
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false']);
    const shown = install!.querySelectorAll('[role="tabpanel"]:not([hidden])');
    expect(Array.from(shown).map((p) => p.textContent)).toEqual(['Run yarn add @acme/cli.']);
  });

  it('render only the selected panel of lazy Tabs', () => {
    const lazy = dom('tabs').querySelectorAll('.sk-tabs')[1]!;
    expect(lazy.querySelector('[aria-selected="true"]')?.textContent).toBe('Linux');
    expect(
      Array.from(lazy.querySelectorAll('[role="tabpanel"]')).map((p) => p.textContent),
    ).toEqual(['Install the shared libraries first.']);
  });
});

it('renders <details> with the theme’s Details component', () => {
  const details = dom('tabs').querySelector('details');
  expect(details?.className).toBe('sk-details');
  expect(details?.querySelector(':scope > summary')?.textContent).toBe(
    'Why pick one package manager?',
  );
  expect(details?.textContent).toContain('Mixing lock files leaves two dependency trees.');
});

it("binds a post preview's images to the post's folder, where the preview is cut from", async () => {
  const generated = config.generatedDir!;
  const preview = join(generated, 'previews/blog/launch.mdx');
  const compile = createMdxCompiler(join(config.cacheDir!, 'mdx'));
  const index = pageIndexReader(generated, site)();
  const { code, problems } = bindReferences(
    await compile(await readFile(preview, 'utf8'), preview),
    preview,
    index,
  );
  expect(problems).toEqual([]);
  const specifier = /import __skImage0 from "([^"]+)"/.exec(code)?.[1] ?? '';
  expect(resolve(dirname(preview), specifier)).toBe(join(site, 'blog/cover.png'));
  expect(code).toMatch(/width: 64,\s*height: 40/);
});
