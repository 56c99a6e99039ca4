import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compile } from '@mdx-js/mdx';
import { cachedMdx, preprocessMdx } from '../src/mdx/vite-plugin.js';
import { describe, expect, it } from 'vitest';
import { mdxOptions } from '../src/mdx/options.js';
import { parseFenceMeta } from '../src/mdx/rehype-code.js';

const compileFixture = async (file: string) =>
  String(
    await compile(
      preprocessMdx(await readFile(join(import.meta.dirname, 'fixtures/valid/docs', file), 'utf8')),
      mdxOptions(),
    ),
  );

describe('MDX pipeline', () => {
  it('exports the h2–h3 table of contents with stable ids', async () => {
    const out = await compileFixture('guide/steps.mdx');
    const toc = /export const toc = (\[[\s\S]*?\]);\n/.exec(out)?.[1];
    expect(new Function(`return ${toc}`)()).toEqual([
      { id: 'first-step', text: 'First step', level: 2 },
      { id: 'detail', text: 'Detail', level: 3 },
      { id: 'second-step', text: 'Second step', level: 2 },
    ]);
  });

  it('turns admonitions into <Admonition> and highlights code at build time', async () => {
    const out = await compileFixture('getting-started.mdx');
    expect(out).toMatch(/_jsxs?\(Admonition, \{\s*type: "tip"/);
    expect(out).toContain('"Remember"');
    expect(out).toMatch(/_jsxs?\(CodeBlock, \{\s*title: "a.tsx"/);
    expect(out).toContain('sk-line-highlight');
    expect(out).toContain('--shiki-dark');
    expect(out).not.toContain('title: Intro');
  });

  it('passes a highlighted block to <CodeBlock> as one HTML string, not an element per token', async () => {
    const out = await compileFixture('getting-started.mdx');
    expect(out).toMatch(/_jsxs?\(CodeBlock, \{[^]*?html: "<pre class=\\"shiki/);
    expect(out).not.toMatch(/_jsxs?\(_components\.span, \{\s*style:/);
  });

  it('leaves colons in prose alone', async () => {
    const out = String(await compile('The ratio is 16:9 and the time is 10:30.', mdxOptions()));
    // The directive parser splits the text node; the rendered text is unchanged.
    expect(out).toContain('"The ratio is 16", ":9", " and the time is 10", ":30"');
  });

  it("imports the site's components a page uses, and only those", async () => {
    const componentImports = { Chart: '/site/src/Chart.tsx', Map: 'maps/react', Unused: '/x.tsx' };
    const page = [
      "import { Map } from './local-map.js';",
      '',
      '# Page',
      '',
      '<Chart data={[1]} />, inline <Chart.Legend /> and <Map />.',
      '',
      '```tsx',
      '<Unused />',
      '```',
    ].join('\n');
    const out = String(await compile(page, mdxOptions({ componentImports })));
    expect(out.match(/^import .*$/gm)).toEqual([
      'import {Fragment as _Fragment, jsx as _jsx, jsxs as _jsxs} from "react/jsx-runtime";',
      'import {Chart} from "/site/src/Chart.tsx";',
      expect.stringContaining('local-map.js'),
    ]);
    // Not taken from the `components` prop any more: the import is what renders.
    expect(out).not.toMatch(/\{[^}]*\bChart\b[^}]*\} = _components/);
    // A page using none of them imports nothing more, and their map keys its cache.
    const plain = String(await compile('# Plain\n', mdxOptions({ componentImports })));
    expect(plain).not.toContain('/site/src/Chart.tsx');
    const { mdxCacheKey } = await import('../src/mdx/vite-plugin.js');
    expect(mdxCacheKey(page, { componentImports })).not.toBe(mdxCacheKey(page));
  });

  it('parses fence meta', () => {
    expect(parseFenceMeta('title="src/Root.tsx" {1,3-4} showLineNumbers')).toEqual({
      title: 'src/Root.tsx',
      highlight: new Set([1, 3, 4]),
      lineNumbers: true,
    });
  });

  it("hands Vite's overlay every problem of a page, the first with its place and a code frame", async () => {
    const cacheDir = await mkdtemp(join(tmpdir(), 'sk-mdx-dev-'));
    const plugin = cachedMdx(cacheDir, []);
    const transform = plugin.transform as (code: string, id: string) => Promise<unknown>;
    const page = '# Page\n\n:::notee\nx\n:::\n\n<Chrat />\n\n:::tipp\ny\n:::\n';
    await expect(transform.call({}, page, '/site/docs/page.mdx')).rejects.toMatchObject({
      message: expect.stringMatching(
        /page\.mdx:3:1: Unknown admonition keyword ":::notee"[\s\S]*page\.mdx:9:1: .*":::tipp"; did you mean ":::tip"/,
      ),
      loc: { file: '/site/docs/page.mdx', line: 3, column: 0 },
      frame: expect.stringContaining('> 3 | :::notee\n    | ^'),
    });
    const valid = '# Page\n\n<Chrat />\n';
    await expect(transform.call({}, valid, '/site/docs/other.mdx')).rejects.toMatchObject({
      message: expect.stringContaining('other.mdx:3:1: Unknown MDX component <Chrat>'),
    });
    await rm(cacheDir, { recursive: true, force: true });
  });
});
