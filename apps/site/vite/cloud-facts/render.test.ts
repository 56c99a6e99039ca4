/**
 * The pages that show cloud facts, compiled with the site's MDX pipeline and rendered the way
 * the prerenderer renders them (facts loaded, then renderToString): each facts component must
 * come out complete in the HTML, none may fall back to client rendering.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { evaluate } from '@mdx-js/mdx';
import type { MDXComponents } from 'mdx/types';
import { createElement, type ComponentType } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToString } from 'react-dom/server';
import { mdxComponents } from '@sitekit/theme/mdx';
import { describe, expect, it } from 'vitest';
import { docsFacts } from '../../src/docs-facts/index.js';
import { loadCloudFacts } from '../../src/docs-facts/load.js';
import { mdxOptions } from '@sitekit/builder';
import { preprocessMdx } from '@sitekit/builder';
import { contentDir } from '../paths.js';

const docs = join(contentDir, 'docs');
const mdxFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? mdxFiles(join(dir, e.name))
      : e.name.endsWith('.mdx')
        ? [join(dir, e.name)]
        : [],
  );
// FactNote only carries text into a table; the others each render in a boundary of their own.
const factsTag = new RegExp(
  `<(${Object.keys(docsFacts)
    .filter((name) => name !== 'FactNote')
    .join('|')})\\b`,
);
const pages = ['lambda', 'cloudrun']
  .flatMap((d) => mdxFiles(join(docs, d)))
  .filter((file) => factsTag.test(readFileSync(file, 'utf8')));

// Links render as plain anchors here: the theme's link needs the router.
const themeComponents = Object.fromEntries(
  Object.entries(mdxComponents as Record<string, ComponentType>).filter(([name]) => name !== 'a'),
);
const components = { ...themeComponents, ...docsFacts } as MDXComponents;

describe('pages with cloud facts, prerendered', () => {
  it('exist', () => {
    expect(pages.length).toBeGreaterThan(20);
  });

  it.each(pages.map((file) => [relative(docs, file), file]))('%s', async (_, file) => {
    const { default: Content } = await evaluate(preprocessMdx(readFileSync(file, 'utf8')), {
      ...mdxOptions(),
      ...runtime,
    });
    await loadCloudFacts();
    const html = renderToString(createElement(Content, { components }));
    // `<!--$!-->` marks a boundary the server gave up on (an error inside a facts component).
    expect(html).not.toContain('<!--$!-->');
    const uses = readFileSync(file, 'utf8').match(new RegExp(factsTag.source, 'g')) ?? [];
    // Every boundary completed: one `<!--$-->` per facts component at least.
    expect(html.split('<!--$-->').length - 1).toBeGreaterThanOrEqual(uses.length);
  });
});
