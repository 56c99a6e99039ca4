// @vitest-environment jsdom
/**
 * `twoslash` fences (tests/fixtures/twoslash/samples.mdx) compiled through the pipeline and
 * rendered with the theme's components, as the prerenderer does: the types are in the HTML.
 */
import { Blob as NodeBlob } from 'node:buffer';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compile, evaluate } from '@mdx-js/mdx';
import { createElement, type ComponentType } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
// eslint-disable-next-line no-restricted-imports -- what is tested is the contract: the theme's components render the build's output
import { mdxComponents } from '@sitekit/theme/mdx';
import { TWOSLASH_CLASS } from '@sitekit/theme/head';
import { beforeAll, describe, expect, it } from 'vitest';
import { mdxOptions } from '../src/mdx/options.js';
import { preprocessMdx } from '../src/mdx/preprocess.js';

// Shiki inflates its WASM through Blob.stream(), which jsdom's Blob lacks; the DOM is for queries.
globalThis.Blob = NodeBlob as unknown as typeof Blob;

const page = join(import.meta.dirname, 'fixtures/twoslash/samples.mdx');
let blocks: HTMLElement[] = [];
const copied: string[] = [];

beforeAll(async () => {
  const source = await readFile(page, 'utf8');
  const { default: Content } = (await evaluate(
    { value: preprocessMdx(source), path: page },
    { ...mdxOptions(), ...runtime },
  )) as unknown as { default: ComponentType<{ components: object }> };
  const theme = mdxComponents as Record<string, ComponentType<{ code: string }>>;
  const components = {
    ...Object.fromEntries(Object.entries(theme).filter(([name]) => name !== 'a')),
    CodeBlock: (props: { code: string }) => {
      copied.push(props.code);
      return createElement(theme['CodeBlock']!, props);
    },
  };
  const host = document.createElement('div');
  host.innerHTML = renderToStaticMarkup(createElement(Content, { components }));
  document.body.append(host);
  blocks = Array.from(host.querySelectorAll<HTMLElement>('figure.sk-code'));
}, 60_000);

const token = `.${TWOSLASH_CLASS.token}`;
/** The tokens of a block as `text → its popup's type`. */
const types = (block: HTMLElement) =>
  Array.from(block.querySelectorAll(token)).map((t) => {
    const popup = document.getElementById(t.getAttribute('aria-describedby') ?? '');
    return `${t.textContent} → ${popup?.querySelector(`.${TWOSLASH_CLASS.popupType}`)?.textContent}`;
  });
const shown = (block: HTMLElement) =>
  Array.from(block.querySelectorAll('pre .line'))
    .map((l) => l.textContent)
    .join('\n');

describe('twoslash code blocks', () => {
  it('describe each identifier by a hidden tooltip holding its type, in the static HTML', () => {
    const [timing] = blocks;
    expect(types(timing!)).toEqual(
      expect.arrayContaining([
        'rate → const rate: 30',
        'ticksOf → function ticksOf(seconds: number): number',
        'total → const total: number',
      ]),
    );
    const popup = document.getElementById(
      timing!.querySelector(token)!.getAttribute('aria-describedby')!,
    )!;
    expect(popup.getAttribute('role')).toBe('tooltip');
    expect(popup.hidden).toBe(true);
    // Outside the <pre>, and out of the search index.
    expect(popup.closest('pre')).toBeNull();
    expect(popup.closest('[data-search-ignore]')).not.toBeNull();
    // JSDoc comes along.
    expect(types(timing!)).toContain('round → Math.round(x: number): number');
    expect(timing!.textContent).toContain('Returns a supplied numeric expression rounded');
  });

  it('make one token per block a tab stop (the theme moves focus between them)', () => {
    for (const block of blocks.filter((b) => b.querySelector(token))) {
      const stops = Array.from(block.querySelectorAll<HTMLElement>(token)).filter(
        (t) => t.tabIndex === 0,
      );
      expect(stops).toEqual([block.querySelector(token)]);
    }
  });

  it('show a // ^? query result under its line, and the marker nowhere', () => {
    const [timing, , , , , imported] = blocks;
    const query = timing!.querySelector(`pre .${TWOSLASH_CLASS.query}`);
    expect(query?.textContent?.trim()).toBe('const total: number');
    expect(query?.previousElementSibling?.textContent).toBe('const total = ticksOf(2.5);');
    expect(imported!.querySelector(`.${TWOSLASH_CLASS.query}`)?.textContent?.trim()).toBe(
      'const anchor: string',
    );
    for (const block of blocks) expect(shown(block)).not.toContain('^?');
    expect(copied[0]).not.toContain('^?');
    expect(copied[0]!.endsWith('const total = ticksOf(2.5);')).toBe(true);
  });

  it('check samples of several files (// @filename) together', () => {
    expect(types(blocks[1]!)).toEqual([
      'pageSize → const pageSize: 150',
      'pageSize → const pageSize: 150',
      'half → const half: number',
      'pageSize → const pageSize: 150',
    ]);
    expect(shown(blocks[1]!)).toContain('// @filename: index.ts');
  });

  it('leave the part before // ---cut--- out of the code shown and copied, its types still known', () => {
    const cut = blocks[2]!;
    expect(shown(cut)).toBe("const props: Props = { title: 'Intro' };");
    expect(copied[2]).toBe("const props: Props = { title: 'Intro' };");
    expect(cut.textContent).not.toContain('setup nobody reads');
    expect(types(cut)).toContain('Props → type Props = {    title: string;}');
  });

  it('show an expected (// @errors) error under its line; // @noErrors checks nothing', () => {
    const [, , , expected, unchecked] = blocks;
    expect(expected!.querySelector(`.${TWOSLASH_CLASS.error}`)?.textContent).toBe('width');
    expect(expected!.querySelector(`.${TWOSLASH_CLASS.errorLine}`)?.textContent).toBe(
      "TS2322: Type 'string' is not assignable to type 'number'.",
    );
    expect(shown(expected!)).toBe("const width: number = '1920';");
    expect(shown(unchecked!)).toBe('const unfinished: string = 42;');
    expect(unchecked!.querySelector(`.${TWOSLASH_CLASS.errorLine}`)).toBeNull();
  });

  it("resolve the site's packages (their types come from its node_modules)", () => {
    expect(types(blocks[5]!)).toContain(
      'slug → function slug(value: string, maintainCase?: boolean | undefined): string',
    );
  });

  it('ship no TypeScript: the compiled page imports nothing but the JSX runtime', async () => {
    const source = await readFile(page, 'utf8');
    const js = String(
      await compile({ value: preprocessMdx(source), path: page }, { ...mdxOptions() }),
    );
    expect([...js.matchAll(/^import .* from "([^"]+)"/gm)].map((m) => m[1])).toEqual([
      'react/jsx-runtime',
    ]);
  }, 30_000);

  it('leave fences without twoslash as they were', async () => {
    const { default: Content } = (await evaluate('```ts\nconst a = 1;\n```\n', {
      ...mdxOptions(),
      ...runtime,
    })) as unknown as { default: ComponentType<{ components: object }> };
    const html = renderToStaticMarkup(
      createElement(Content, { components: { CodeBlock: mdxComponents['CodeBlock' as never] } }),
    );
    expect(html).not.toContain('twoslash');
    expect(html).toContain('const');
  });
});

describe('twoslash settings', () => {
  const sample = '```ts twoslash\nexport function half(x) {\n  return x / 2;\n}\n```\n';
  const problems = (options: Parameters<typeof mdxOptions>[0]) =>
    compile({ value: sample, path: page }, mdxOptions(options)).then(
      () => [],
      (error: { problems?: { message: string }[] }) => error.problems?.map((p) => p.message),
    );

  it('check samples strictly by default, and take compiler options as in a tsconfig.json', async () => {
    expect(await problems({})).toEqual([
      expect.stringContaining("TS7006: Parameter 'x' implicitly has an 'any' type."),
    ]);
    expect(await problems({ twoslash: { compilerOptions: { strict: false } } })).toEqual([]);
  }, 30_000);

  it('resolve imports from typesRoot', async () => {
    const imports = "```ts twoslash\nimport { slug } from 'github-slugger';\n```\n";
    const elsewhere = await compile(
      { value: imports, path: page },
      mdxOptions({ twoslash: { typesRoot: tmpdir() } }),
    ).then(
      () => [],
      (error: { problems?: { message: string }[] }) => error.problems?.map((p) => p.message),
    );
    expect(elsewhere).toEqual([
      expect.stringContaining("TS2307: Cannot find module 'github-slugger'"),
    ]);
  }, 30_000);
});
