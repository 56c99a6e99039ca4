import GithubSlugger from 'github-slugger';
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { HEADING_ANCHOR_CLASS } from '@sitekit/theme/head';
import { visit } from 'unist-util-visit';
import { exportConstNode } from './esm.js';

export interface HeadingsOptions {
  /** Levels listed in the exported `toc`. @default [2, 3] */
  tocLevels?: [number, number];
}

/**
 * Gives every h2–h6 a stable id and an anchor link, and exports `toc`
 * (the headings within `tocLevels`) from the compiled module.
 */
export function rehypeHeadings(options: HeadingsOptions = {}) {
  const [min, max] = options.tocLevels ?? [2, 3];
  return (tree: Root) => {
    const slugger = new GithubSlugger();
    const toc: { id: string; text: string; level: number }[] = [];
    visit(tree, 'element', (node: Element) => {
      const level = /^h([2-6])$/.exec(node.tagName)?.[1];
      if (!level) return;
      const text = toString(node).trim();
      const explicit =
        typeof node.properties['id'] === 'string' ? node.properties['id'] : undefined;
      const id = explicit ?? slugger.slug(text);
      node.properties['id'] = id;
      node.children.push({
        type: 'element',
        tagName: 'a',
        properties: {
          href: `#${id}`,
          className: [HEADING_ANCHOR_CLASS],
          ariaLabel: `Direct link to ${text}`,
        },
        children: [{ type: 'text', value: '#' }],
      });
      const n = Number(level);
      if (n >= min && n <= max) toc.push({ id, text, level: n });
    });
    tree.children.unshift(exportConstNode('toc', toc) as never);
  };
}
