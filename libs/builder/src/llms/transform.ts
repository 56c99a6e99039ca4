import type { Code, Nodes, Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import { displayedCode } from '../mdx/magic-comments.js';
import { takeHeadingId } from '../mdx/remark-heading-ids.js';
import { admonitionLabels, admonitionQuote } from './admonitions.js';
import { jsxToMarkdown, type JsxContext } from './jsx.js';

/** What rewriting one page's tree needs. */
export interface TransformContext extends JsxContext {
  /** The (pre-processed) source the tree was parsed from, for text put back as written. */
  source: string;
  /** Absolute URL relative links resolve against; none leaves them as written. */
  base: URL | undefined;
}

type Parent = Extract<Nodes, { children: unknown }>;
/** The parsed JavaScript of an MDX expression (remark-mdx parses it with acorn). */
type Program = NonNullable<
  NonNullable<Extract<Nodes, { type: 'mdxFlowExpression' }>['data']>['estree']
>;

const phrasingTypes = new Set([
  'text',
  'emphasis',
  'strong',
  'delete',
  'inlineCode',
  'break',
  'link',
  'linkReference',
  'image',
  'imageReference',
  'footnoteReference',
  'html',
]);
/** Parents whose children are phrasing content; every other parent holds blocks. */
const phrasingParents = new Set([
  'paragraph',
  'heading',
  'tableCell',
  'emphasis',
  'strong',
  'delete',
  'link',
  'linkReference',
  'mdxJsxTextElement',
  'textDirective',
  'leafDirective',
]);

/** Rewrites an MDX tree into a plain Markdown one, in place, children first. */
export function transformTree(tree: Root, context: TransformContext): void {
  tree.children = transformChildren(tree, context) as RootContent[];
}

function transformChildren(parent: Parent, context: TransformContext): Nodes[] {
  const out: Nodes[] = [];
  let removed = false;
  for (const child of parent.children as Nodes[]) {
    if ('children' in child) child.children = transformChildren(child, context) as never;
    const replaced = replace(child, context);
    if (replaced.length === 0) removed = true;
    for (const node of replaced) {
      // A link made from `<a href>` needs the same resolution as one written in Markdown.
      if (node !== child && (node.type === 'link' || node.type === 'image'))
        node.url = absolute(node.url, context.base);
      const previous = out.at(-1);
      if (node.type === 'text' && previous?.type === 'text') {
        // Removing an inline element must not leave a double space behind.
        const value = removed && /\s$/.test(previous.value) ? node.value.trimStart() : node.value;
        previous.value += value;
      } else out.push(node);
      removed = false;
    }
  }
  return phrasingParents.has(parent.type) ? trimEdges(parent, out) : asBlocks(out);
}

function replace(node: Nodes, context: TransformContext): Nodes[] {
  switch (node.type) {
    case 'yaml':
    case 'mdxjsEsm':
      return [];
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return literalOf(node.data?.estree ?? undefined);
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return jsxToMarkdown(node, context);
    case 'containerDirective': {
      if (!(node.name in admonitionLabels)) return node.children;
      const [first, ...rest] = node.children;
      const label = first?.type === 'paragraph' && first.data?.directiveLabel ? first : undefined;
      return [admonitionQuote(node.name, label?.children, label ? rest : node.children)];
    }
    case 'leafDirective':
    case 'textDirective':
      // Not a directive the site knows (`16:9`, `:3000`): the prose as it was written.
      return [{ type: 'html', value: sourceOf(node, context.source) }];
    case 'code':
      return [reduceMeta({ ...node, value: displayedCode(node.value, node.lang, node.meta) })];
    case 'heading':
      // A custom id (`{#id}`) is for the site's anchors, not for the reader.
      takeHeadingId(node);
      return [node];
    case 'link':
    case 'image':
    case 'definition':
      node.url = absolute(node.url, context.base);
      return [node];
    case 'paragraph':
      return node.children.length === 0 ? [] : [node];
    default:
      return [node];
  }
}

/** `{/* comment *\/}` disappears; a literal (`{10}`, `{'a'}`) is the text it renders. */
function literalOf(program: Program | undefined): Nodes[] {
  const [statement] = program?.body ?? [];
  if (statement?.type !== 'ExpressionStatement') return [];
  const { expression } = statement;
  if (expression.type === 'Literal' && ['string', 'number'].includes(typeof expression.value))
    return [{ type: 'text', value: String(expression.value) }];
  if (expression.type === 'TemplateLiteral' && expression.expressions.length === 0)
    return [{ type: 'text', value: expression.quasis[0]?.value.cooked ?? '' }];
  return [];
}

/** Fence meta keeps only what a reader uses: the language, and `title="…"`. */
function reduceMeta(node: Code): Code {
  const title = node.meta ? /(?:^|\s)title=(?:"([^"]*)"|'([^']*)')/.exec(node.meta) : null;
  const value = title?.[1] ?? title?.[2];
  return { ...node, meta: value === undefined ? null : `title="${value}"` };
}

function absolute(url: string, base: URL | undefined): string {
  // A scheme (`https:`, `mailto:`) means absolute already; URL would re-normalise it.
  if (!base || url === '' || /^[a-z][a-z\d+.-]*:/i.test(url)) return url;
  return new URL(url, base).href;
}

function sourceOf(node: Nodes, source: string): string {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  return start === undefined || end === undefined ? '' : source.slice(start, end);
}

/** A paragraph never starts or ends with the space a removed element left. */
function trimEdges(parent: Parent, nodes: Nodes[]): Nodes[] {
  if (parent.type !== 'paragraph' && parent.type !== 'heading' && parent.type !== 'tableCell')
    return nodes;
  const first = nodes[0];
  if (first?.type === 'text') first.value = first.value.trimStart();
  const last = nodes.at(-1);
  if (last?.type === 'text') last.value = last.value.trimEnd();
  return nodes.filter((n) => n.type !== 'text' || n.value !== '');
}

/** Inline nodes left among blocks (an unwrapped inline element) are wrapped in a paragraph. */
function asBlocks(nodes: Nodes[]): Nodes[] {
  const out: Nodes[] = [];
  let run: PhrasingContent[] = [];
  const flush = () => {
    if (run.some((n) => n.type !== 'text' || n.value.trim() !== ''))
      out.push({ type: 'paragraph', children: run } satisfies Paragraph);
    run = [];
  };
  for (const node of nodes) {
    // Block-level raw HTML (a component's own Markdown) stays a block.
    if (phrasingTypes.has(node.type) && !(node.type === 'html' && run.length === 0)) {
      run.push(node as PhrasingContent);
    } else {
      flush();
      out.push(node);
    }
  }
  flush();
  return out;
}
