// @vitest-environment jsdom
/**
 * Pages written for Docusaurus 3 (tests/fixtures/docusaurus-mdx, one per feature) compiled
 * through the pipeline and rendered with the theme's MDX components, as the prerenderer does.
 */
import { Blob as NodeBlob } from 'node:buffer';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { evaluate } from '@mdx-js/mdx';
import { createElement, type ComponentType } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
// eslint-disable-next-line no-restricted-imports -- what is tested is the contract: the theme's components render the build's output
import { mdxComponents } from '@sitekit/theme/mdx';
import { describe, expect, it } from 'vitest';
import { mdxOptions } from '../src/mdx/options.js';
import { preprocessMdx } from '../src/mdx/preprocess.js';

const fixtures = join(import.meta.dirname, 'fixtures/docusaurus-mdx');
// Shiki inflates its WASM through Blob.stream(), which jsdom's Blob lacks; the DOM is for queries.
globalThis.Blob = NodeBlob as unknown as typeof Blob;

interface CodeBlockProps {
  code: string;
}

/** A fixture compiled and rendered: its DOM, its `toc` and the text each copy button copies. */
async function render(file: string) {
  const source = await readFile(join(fixtures, file), 'utf8');
  const { default: Content, toc } = (await evaluate(preprocessMdx(source), {
    ...mdxOptions(),
    ...runtime,
  })) as unknown as {
    default: ComponentType<{ components: object }>;
    toc: { id: string; text: string }[];
  };
  const copied: string[] = [];
  const theme = mdxComponents as Record<string, ComponentType<CodeBlockProps>>;
  const components = {
    // Links render as plain anchors here: the theme's link needs the router.
    ...Object.fromEntries(Object.entries(theme).filter(([name]) => name !== 'a')),
    CodeBlock: (props: CodeBlockProps) => {
      copied.push(props.code);
      return createElement(theme['CodeBlock']!, props);
    },
  };
  const host = document.createElement('div');
  host.innerHTML = renderToStaticMarkup(createElement(Content, { components }));
  return { host, toc, copied };
}

/** The text of each line of a rendered code block, and which lines are highlighted. */
const linesOf = (block: Element) =>
  Array.from(block.querySelectorAll('.line')).map((line) => ({
    text: line.textContent,
    highlighted: line.classList.contains('sk-line-highlight'),
  }));
const highlightedText = (block: Element) =>
  linesOf(block)
    .filter((l) => l.highlighted)
    .map((l) => l.text?.trim());

describe('HTML comments', () => {
  it('are dropped from the page, and kept in code', async () => {
    const { host } = await render('comments.mdx');
    const html = host.innerHTML;
    for (const gone of [
      'reviewed every quarter',
      'job list',
      'Hidden paragraph',
      'inside a details',
    ])
      expect(html).not.toContain(gone);
    expect(host.querySelector('p')?.textContent?.replace(/\s+/g, ' ')).toBe(
      'The render queue runs one job at a time.',
    );
    expect(host.querySelector('p code')?.textContent).toBe('<!-- keep me -->');
    expect(host.querySelector('.sk-code pre')?.textContent).toContain(
      '<!-- this comment is code and stays -->',
    );
    expect(host.querySelector('details')?.textContent).toContain('Details body.');
  });
});

describe('custom heading ids', () => {
  it('set the same id in the DOM and the toc, and the {#…} text is not shown', async () => {
    const { host, toc } = await render('heading-ids.mdx');
    const install = host.querySelector('h2#install');
    expect(install?.firstChild?.textContent).toBe('Install the renderer');
    expect(install?.querySelector('a')?.getAttribute('href')).toBe('#install');
    expect(host.querySelector('h3#render-options')?.textContent).not.toContain('{#');
    expect(toc.slice(0, 2)).toEqual([
      { id: 'install', text: 'Install the renderer', level: 2 },
      { id: 'render-options', text: 'Options for render()', level: 3 },
    ]);
    expect(toc.map((h) => h.id)).toEqual(
      Array.from(host.querySelectorAll('h2, h3')).map((h) => h.id),
    );
  });

  it('leave JSX expressions and code spans in headings alone', async () => {
    const { host, toc } = await render('heading-ids.mdx');
    // The expression renders; the id, in the toc and the DOM alike, is made of the text around it.
    expect(host.querySelector('#rows--per-page')?.firstChild?.textContent).toBe('Rows 2 per page');
    expect(toc.slice(2)).toEqual([
      { id: 'rows--per-page', text: 'Rows  per page', level: 2 },
      { id: 'braces-in-code-not-an-id', text: 'Braces in code {#not-an-id}', level: 2 },
      { id: 'plain-heading', text: 'Plain heading', level: 2 },
    ]);
    expect(host.querySelector('#braces-in-code-not-an-id code')?.textContent).toBe('{#not-an-id}');
  });
});

describe('admonitions', () => {
  it('take titles in brackets and after the keyword, and every keyword is its own kind', async () => {
    const { host } = await render('admonition-titles.mdx');
    const boxes = Array.from(host.querySelectorAll('aside.sk-admonition')).map((box) => ({
      kind: box.className.replace('sk-admonition sk-admonition--', ''),
      title: box.querySelector('.sk-admonition__title')?.textContent,
      icon: box.querySelector('.sk-admonition__title svg') !== null,
    }));
    expect(boxes).toEqual([
      { kind: 'note', title: 'Bracketed title', icon: true },
      { kind: 'tip', title: 'Title after the keyword', icon: true },
      { kind: 'info', title: 'Info', icon: true },
      { kind: 'warning', title: 'Mind the cache', icon: true },
      { kind: 'caution', title: 'Slow on large files', icon: true },
      { kind: 'danger', title: 'Danger', icon: true },
    ]);
    expect(host.querySelector('.sk-code pre')?.textContent).toContain(
      ':::note Not an admonition inside code',
    );
  });

  it('nest when the outer fence is longer', async () => {
    const { host } = await render('nested-admonitions.mdx');
    const tip = host.querySelector(':scope > aside.sk-admonition--tip');
    expect(tip?.querySelector('.sk-admonition__title')?.textContent).toBe('Outer advice');
    const inner = tip?.querySelector('.sk-admonition__body > aside.sk-admonition--note');
    expect(inner?.querySelector('.sk-admonition__title')?.textContent).toBe('Inner detail');
    expect(inner?.textContent).toContain('Inside the tip.');
    expect(tip?.querySelector('.sk-admonition__body')?.textContent).toMatch(
      /Before the inner box\.[\s\S]*Inside the tip\.[\s\S]*After the inner box\./,
    );
    const deep = host.querySelector(
      'aside.sk-admonition--danger aside.sk-admonition--warning aside.sk-admonition--info',
    );
    expect(deep?.textContent).toContain('Three levels deep.');
    expect(host.textContent).not.toContain(':::');
  });
});

describe('code blocks', () => {
  it('show a title, highlight line ranges and number lines from a given start', async () => {
    const { host } = await render('code-blocks.mdx');
    const [config, bash, tsx] = Array.from(host.querySelectorAll('figure.sk-code'));
    expect(config?.querySelector('figcaption')?.textContent).toBe('src/config.ts');
    expect(highlightedText(config!)).toEqual([
      'const width = 1920;',
      'const scale = 2;',
      'const pixels = scale * 10;',
    ]);
    const bashPre = bash?.querySelector('pre');
    expect(bashPre?.classList.contains('sk-line-numbers')).toBe(true);
    expect(bashPre?.getAttribute('style') ?? '').not.toContain('--sk-line-start');
    const tsxPre = tsx?.querySelector('pre');
    expect(tsxPre?.classList.contains('sk-line-numbers')).toBe(true);
    expect(tsxPre?.getAttribute('style')).toContain('--sk-line-start:4');
    expect(config?.querySelector('pre')?.classList.contains('sk-line-numbers')).toBe(false);
  });

  it('highlight lines marked by magic comments, which leave the shown and copied code', async () => {
    const { host, copied } = await render('magic-comments.mdx');
    const blocks = Array.from(host.querySelectorAll('figure.sk-code'));
    expect(blocks.slice(0, 6).map(highlightedText)).toEqual([
      ['const b = 2;'],
      ['const port = 3000;', "const host = 'localhost';"],
      ['<Header />'],
      ['npm run dev'],
      ['on: push'],
      ['<div id="root"></div>'],
    ]);
    for (const block of blocks.slice(0, 6)) expect(block.textContent).not.toContain('highlight-');
    for (const code of copied.slice(0, 6)) expect(code).not.toContain('highlight-');
    expect(copied[0]).toBe('const a = 1;\nconst b = 2;\nconst c = 3;');
  });

  it('leave magic comments as written when the meta gives line ranges', async () => {
    const { host, copied } = await render('magic-comments.mdx');
    const last = Array.from(host.querySelectorAll('figure.sk-code')).at(-1)!;
    expect(linesOf(last)).toEqual([
      { text: '// highlight-next-line', highlighted: true },
      {
        text: "const kept = 'ranges in the meta leave magic comments as written';",
        highlighted: false,
      },
    ]);
    expect(copied.at(-1)).toContain('// highlight-next-line');
  });
});
