/**
 * Pages whose links, images or `@theme/` imports point at nothing
 * (tests/fixtures/docusaurus-links-broken): the build fails naming each file, line and target,
 * cached pages included, and so does the dev server's transform.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveConfig } from '../src/config.js';
import { buildContentGraph } from '../src/content/graph.js';
import { docusaurusAliases } from '../src/docusaurus-aliases.js';
import { pageIndexOf } from '../src/mdx/page-index.js';
import { precompileMdx } from '../src/mdx/precompile.js';
import { cachedMdx } from '../src/mdx/vite-plugin.js';

const fixtures = join(import.meta.dirname, 'fixtures');
const broken = join(fixtures, 'docusaurus-links-broken');
const site = resolveConfig({
  appDir: join(fixtures, 'site'),
  rootDir: broken,
  contentDir: broken,
  siteConfig: join(broken, 'site.config.ts'),
  generatedDir: join(fixtures, '.out', 'docusaurus-links-broken'),
});
const index = pageIndexOf(await buildContentGraph(site, { production: true }), site);
const docs = join(broken, 'docs');
const files = (await readdir(docs)).filter((f) => f !== 'draft.mdx').map((f) => join(docs, f));
const cacheDir = await mkdtemp(join(tmpdir(), 'sk-broken-refs-'));
afterAll(() => rm(cacheDir, { recursive: true, force: true }));

const themeList =
  '@theme/Tabs, @theme/TabItem, @theme/CodeBlock, @theme/Admonition, @theme/Details, @theme/MDXComponents';
const expected = [
  'docs/missing-image.mdx:5:19: Missing file "./img/chart.png": imported by the page, and no such file exists',
  'docs/missing-image.mdx:7:1: Missing image "./img/none.png": no such file',
  'docs/missing-link.mdx:5:20: Broken link to "./gone.mdx#why": no such file beside the page or in the docs folder',
  'docs/missing-link.mdx:7:18: Link to "./draft.mdx": draft.mdx is not a page of the site (a draft, or a file no route is made from)',
  `docs/unknown-theme.mdx:6:18: Unknown import "@theme/Nope": the theme provides ${themeList}`,
];

describe('the build fails with file, line and target', () => {
  it('on links to missing pages or drafts, missing images and imports, unknown @theme/ modules', async () => {
    const error = (await precompileMdx(files, cacheDir, {
      rootDir: broken,
      pageIndex: index,
    }).catch((e: unknown) => e)) as Error;
    for (const line of expected) expect(error.message).toContain(line);
    expect(error.message).toContain("> 6 | import Nope from '@theme/Nope';");
  });

  it('for cached pages too (references are bound on every build)', async () => {
    const error = (await precompileMdx(files, cacheDir, {
      rootDir: broken,
      pageIndex: index,
    }).catch((e: unknown) => e)) as Error;
    for (const line of expected) expect(error.message).toContain(line);
  });
});

it("reaches the dev server's overlay with the place of the first problem", async () => {
  const plugin = cachedMdx(cacheDir, undefined, () => index);
  const transform = plugin.transform as (code: string, id: string) => Promise<unknown>;
  const file = join(docs, 'missing-link.mdx');
  await expect(transform.call({}, await readFile(file, 'utf8'), file)).rejects.toMatchObject({
    message: expect.stringContaining('missing-link.mdx:5:20: Broken link to "./gone.mdx#why"'),
    loc: { file, line: 5, column: 19 },
  });
});

it('fails on an unknown @theme/ module imported by site code, naming file and line', () => {
  const plugin = docusaurusAliases(broken);
  const resolveId = plugin.resolveId as (
    this: unknown,
    source: string,
    importer: string,
  ) => unknown;
  const context = {
    error: (message: string) => {
      throw new Error(message);
    },
  };
  expect(() => resolveId.call(context, '@theme/Nope', join(broken, 'src/Widget.tsx'))).toThrow(
    `src/Widget.tsx:1: Unknown import "@theme/Nope": the theme provides ${themeList}`,
  );
});
