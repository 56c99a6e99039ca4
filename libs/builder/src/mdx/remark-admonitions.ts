import type { Root } from 'mdast';
import {
  ADMONITION_TYPES,
  MDX_COMPONENT,
  type AdmonitionData,
  type AdmonitionType,
} from '@sitekit/theme/head';
import { visit } from 'unist-util-visit';
import { jsxElement } from './esm.js';
import { nearest } from './nearest.js';
import { MdxProblemsError, type MdxProblem } from './problems.js';

/** Docusaurus's admonition keywords, each one of the theme's kinds. */
export const admonitionTypes: readonly AdmonitionType[] = ADMONITION_TYPES;

interface DirectiveNode {
  type: 'containerDirective' | 'leafDirective' | 'textDirective';
  name: string;
  attributes?: Record<string, string | null | undefined> | null;
  children: { type: string; data?: { directiveLabel?: boolean }; children?: unknown[] }[];
  position?: { start: { line: number; column: number } };
}

/**
 * `:::note Optional title` blocks become `<Admonition type="note" title="…">`; longer fences
 * (`::::tip`) nest them. A `:::word` block with any other keyword is an error naming the
 * nearest keyword (every such block of the page is reported at once). Other directives are
 * put back as the text they were written as, so prose like "ratio 16:9" is never swallowed.
 */
export function remarkAdmonitions() {
  return (tree: Root, file: { path?: string }) => {
    const problems: MdxProblem[] = [];
    visit(tree, (node, index, parent) => {
      const directive = node as unknown as DirectiveNode;
      if (!parent || index === undefined) return;
      if (directive.type === 'containerDirective') {
        if (!isAdmonitionType(directive.name)) {
          problems.push({
            file: file.path ?? '',
            line: directive.position?.start.line,
            column: directive.position?.start.column,
            message: unknownKeywordMessage(directive.name),
          });
          return;
        }
        const [first] = directive.children;
        const hasLabel = first?.data?.directiveLabel === true;
        // In place: the visit goes on into these children, and nested admonitions replace theirs.
        if (hasLabel) directive.children.shift();
        const data: AdmonitionData = {
          type: directive.name,
          title: hasLabel ? textOf(first) : undefined,
        };
        parent.children[index] = jsxElement(
          MDX_COMPONENT.admonition,
          { ...data },
          directive.children,
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
    if (problems.length) throw new MdxProblemsError(problems);
  };
}

const isAdmonitionType = (name: string): name is AdmonitionType =>
  (admonitionTypes as readonly string[]).includes(name);

/** `Unknown admonition ":::notee"; did you mean ":::note"? …` */
export function unknownKeywordMessage(name: string): string {
  const closest = nearest(name, admonitionTypes);
  return `Unknown admonition keyword ":::${name}"; did you mean ":::${closest}"? (known: ${admonitionTypes.join(', ')})`;
}

function textOf(node: unknown): string {
  const n = node as { value?: string; children?: unknown[] };
  if (typeof n.value === 'string') return n.value;
  return (n.children ?? []).map(textOf).join('');
}
