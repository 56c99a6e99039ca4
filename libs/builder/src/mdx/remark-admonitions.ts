import type { Root } from 'mdast';
import {
  ADMONITION_TYPES,
  MDX_COMPONENT,
  type AdmonitionData,
  type AdmonitionType,
} from '@sitekit/theme/head';
import { visit } from 'unist-util-visit';
import { jsxElement } from './esm.js';

/** Docusaurus-compatible admonition keywords: the theme's kinds, and `caution` for `warning`. */
export const admonitionTypes = [...ADMONITION_TYPES, 'caution'] as const;

interface DirectiveNode {
  type: 'containerDirective' | 'leafDirective' | 'textDirective';
  name: string;
  attributes?: Record<string, string | null | undefined> | null;
  children: { type: string; data?: { directiveLabel?: boolean }; children?: unknown[] }[];
}

/**
 * `:::note Optional title` blocks become `<Admonition type="note" title="…">`.
 * Other directives are put back as the text they were written as, so prose like
 * "ratio 16:9" or "Note:this" is never swallowed.
 */
export function remarkAdmonitions() {
  return (tree: Root) => {
    visit(tree, (node, index, parent) => {
      const directive = node as unknown as DirectiveNode;
      if (!parent || index === undefined) return;
      if (
        directive.type === 'containerDirective' &&
        (admonitionTypes as readonly string[]).includes(directive.name)
      ) {
        const [first, ...rest] = directive.children;
        const hasLabel = first?.data?.directiveLabel === true;
        const title = hasLabel ? textOf(first) : undefined;
        const data: AdmonitionData = {
          type: directive.name === 'caution' ? 'warning' : (directive.name as AdmonitionType),
          title,
        };
        parent.children[index] = jsxElement(
          MDX_COMPONENT.admonition,
          { ...data },
          hasLabel ? rest : directive.children,
        ) as never;
        return;
      }
      if (directive.type === 'textDirective' || directive.type === 'leafDirective') {
        const colons = directive.type === 'textDirective' ? ':' : '::';
        parent.children.splice(
          index,
          1,
          { type: 'text', value: colons + directive.name } as never,
          ...(directive.children as never[]),
        );
      }
    });
  };
}

function textOf(node: unknown): string {
  const n = node as { value?: string; children?: unknown[] };
  if (typeof n.value === 'string') return n.value;
  return (n.children ?? []).map(textOf).join('');
}
