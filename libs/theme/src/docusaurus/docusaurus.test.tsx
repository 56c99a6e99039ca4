import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import { DOCUSAURUS_THEME_MODULES } from '../head/vocabulary.js';
import { mdxComponents } from '../mdx/components.js';
import CodeBlock from './CodeBlock.js';
import Details from './Details.js';

const html = (type: ComponentType<never>, props: object, ...children: unknown[]) => {
  const host = document.createElement('div');
  host.innerHTML = renderToStaticMarkup(createElement(type, props as never, ...(children as [])));
  return host;
};

// The builder maps `@theme/<Name>` to `@sitekit/theme/docusaurus/<Name>` for each listed name.
it('has a module with a default export for every @theme name the build accepts', async () => {
  for (const name of DOCUSAURUS_THEME_MODULES) {
    const specifier = `@sitekit/theme/docusaurus/${name}`;
    const module = (await import(/* @vite-ignore */ specifier)) as { default?: unknown };
    expect(module.default, name).toBeDefined();
  }
  expect((await import('./MDXComponents.js')).default).toBe(mdxComponents);
});

it('shows a Details summary given as a prop', () => {
  const host = html(Details, { summary: 'More options' }, 'Hidden text');
  expect(host.querySelector('details.sk-details > summary')?.textContent).toBe('More options');
  expect(host.querySelector('details')?.textContent).toBe('More optionsHidden text');
});

it('renders a CodeBlock given its code as text, with title, language, line numbers and copy', () => {
  const host = html(
    CodeBlock,
    { className: 'language-ts', title: 'render.ts', showLineNumbers: 3 },
    'const a = 1;\nconst b = 2;\n',
  );
  const figure = host.querySelector('figure.sk-code');
  expect(figure?.getAttribute('data-language')).toBe('ts');
  expect(figure?.querySelector('figcaption')?.textContent).toBe('render.ts');
  const pre = figure?.querySelector('pre');
  expect(pre?.className).toBe('sk-line-numbers');
  expect(pre?.getAttribute('style')).toContain('--sk-line-start:2');
  expect([...pre!.querySelectorAll('.line')].map((l) => l.textContent)).toEqual([
    'const a = 1;',
    'const b = 2;',
  ]);
  expect(pre?.textContent).toBe('const a = 1;\nconst b = 2;');
  expect(figure?.querySelector('button')?.textContent).toBe('Copy');
});

it("passes the build's highlighted blocks through unchanged", () => {
  const pre = createElement('pre', { className: 'shiki' }, 'x');
  const host = html(CodeBlock, { code: 'x', language: 'js', title: 'a.js' }, pre);
  expect(host.querySelector('figure.sk-code > figcaption')?.textContent).toBe('a.js');
  expect(host.querySelector('pre.shiki')?.textContent).toBe('x');
});
