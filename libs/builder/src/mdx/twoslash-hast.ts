import type { Element, ElementContent, Root } from 'hast';
import {
  createTransformerFactory,
  defaultHoverInfoProcessor,
  type TwoslashRenderer,
} from '@shikijs/twoslash/core';
import type { ShikiTransformer, ShikiTransformerContextCommon } from 'shiki';
import { TWOSLASH_CLASS } from '@sitekit/theme/head';
import type { NodeHover, NodeQuery } from 'twoslash';
import { visit } from 'unist-util-visit';
import type { TwoslashRun } from './twoslash.js';

const element = (
  tagName: string,
  className: string,
  children: ElementContent[],
  properties: Element['properties'] = {},
): Element => ({
  type: 'element',
  tagName,
  properties: { className: [className], ...properties },
  children,
});
const text = (value: string): ElementContent => ({ type: 'text', value });

/**
 * The Shiki transformer showing a twoslash run: identifiers with type information become
 * tokens described by a popup (`idPrefix-N`), queries and expected errors get a line under
 * theirs. `popups()` gives the popups' container, to put after the `<pre>`.
 */
export function twoslashHast(run: TwoslashRun, idPrefix: string) {
  const popups: Element[] = [];

  /** The highlighted type (and docs) of a hover or query; none for `any` or nothing. */
  function content(this: ShikiTransformerContextCommon, info: NodeHover | NodeQuery) {
    const type = info.text ? defaultHoverInfoProcessor(info.text) : '';
    if (!type || type === 'any') return undefined;
    const lang = run.extension === 'tsx' || run.extension === 'jsx' ? 'tsx' : 'ts';
    const highlighted = this.codeToHast(type, {
      ...this.options,
      lang,
      meta: {},
      transformers: [],
      structure: 'inline',
    }) as Root;
    return element('code', TWOSLASH_CLASS.popupType, highlighted.children as ElementContent[]);
  }

  function token(
    this: ShikiTransformerContextCommon,
    info: NodeHover | NodeQuery,
    node: ElementContent,
  ): ElementContent {
    const type = content.call(this, info);
    if (!type) return node;
    const id = `${idPrefix}-${popups.length}`;
    const docs = [info.docs, ...(info.tags ?? []).map(([name, value]) => `@${name} ${value ?? ''}`)]
      .filter((d): d is string => Boolean(d?.trim()))
      .map((d) => element('p', TWOSLASH_CLASS.popupDocs, [text(d.trim())]));
    popups.push(
      element('div', TWOSLASH_CLASS.popup, [type, ...docs], { id, role: 'tooltip', hidden: true }),
    );
    // The theme makes one token per block a tab stop (the first) and moves focus with arrow keys.
    return element('span', TWOSLASH_CLASS.token, [node], { tabIndex: -1, ariaDescribedBy: id });
  }

  const renderer: TwoslashRenderer = {
    nodeStaticInfo(info, node) {
      return token.call(this, info, node);
    },
    nodeQuery(query, node) {
      return token.call(this, query, node);
    },
    lineQuery(query) {
      const type = content.call(this, query);
      if (!type) return [];
      // Under the queried identifier, as the reference site shows it.
      return [
        element('span', TWOSLASH_CLASS.query, [
          text(' '.repeat(query.character)),
          element('span', `${TWOSLASH_CLASS.query}__box`, [type]),
        ]),
      ];
    },
    nodesError(_error, nodes) {
      return [element('span', TWOSLASH_CLASS.error, nodes)];
    },
    lineError(error) {
      return [element('span', TWOSLASH_CLASS.errorLine, [text(`TS${error.code}: ${error.text}`)])];
    },
    nodesHighlight(_highlight, nodes) {
      return [element('span', TWOSLASH_CLASS.highlight, nodes)];
    },
  };

  const transformer: ShikiTransformer = createTransformerFactory(
    () => ({ code: run.code, nodes: run.nodes, meta: { extension: run.extension } }),
    renderer,
  )({ filter: () => true });

  return {
    transformer,
    /** The popups' container (none without popups); makes the block's first token a tab stop. */
    popups(pre: Element | undefined): Element | undefined {
      if (!popups.length) return undefined;
      let first = true;
      if (pre)
        visit(pre, 'element', (node) => {
          const className = node.properties['className'];
          if (first && Array.isArray(className) && className.includes(TWOSLASH_CLASS.token)) {
            node.properties['tabIndex'] = 0;
            first = false;
          }
        });
      return element('div', TWOSLASH_CLASS.popups, popups, { dataSearchIgnore: '' });
    },
  };
}
