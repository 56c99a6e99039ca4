import type { Definition, Nodes, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { importNamespaceNode } from './esm.js';
import { referenceMark, type ReferenceKind } from './references.js';

/**
 * What a page points at outside itself, left as marks for `bindReferences` to fill in on every
 * build (see references.ts for why): Markdown links to `.md`/`.mdx` files (→ the page's URL),
 * relative Markdown images (→ the bundled file, with its width and height), relative import
 * and `require()` specifiers (→ checked, and relative to the compiled module) and `@theme/`
 * imports (→ checked against the theme's list). `require('./x')` in expressions becomes a
 * namespace import, so `require('./img.png').default` works in an ES module.
 */
export function remarkReferences() {
  return (tree: Root) => {
    const definitions = new Map<string, Definition>();
    visit(tree, 'definition', (node: Definition) => {
      definitions.set(node.identifier, node);
    });
    const requires = new Map<string, string>();
    visit(tree, (node: Nodes) => {
      switch (node.type) {
        case 'link':
          if (isPageLink(node.url)) setProperty(node, 'href', mark('link', node, node.url));
          break;
        case 'linkReference': {
          const definition = definitions.get(node.identifier);
          if (definition && isPageLink(definition.url))
            setProperty(node, 'href', mark('link', definition, definition.url));
          break;
        }
        case 'image':
          if (isRelativeFile(node.url)) markImage(node, node, node.url);
          break;
        case 'imageReference': {
          const definition = definitions.get(node.identifier);
          if (definition && isRelativeFile(definition.url))
            markImage(node, definition, definition.url);
          break;
        }
        case 'mdxjsEsm':
          if (node.data?.estree) markEsm(node.data.estree, node, requires);
          break;
        case 'mdxFlowExpression':
        case 'mdxTextExpression':
          if (node.data?.estree) replaceRequires(node.data.estree, node, requires);
          break;
        case 'mdxJsxFlowElement':
        case 'mdxJsxTextElement':
          for (const attribute of node.attributes) {
            const estree =
              attribute.type === 'mdxJsxExpressionAttribute'
                ? attribute.data?.estree
                : typeof attribute.value === 'object'
                  ? attribute.value?.data?.estree
                  : undefined;
            if (estree) replaceRequires(estree, node, requires);
          }
          break;
      }
    });
    tree.children.unshift(
      ...[...requires].map(([source, name]) => importNamespaceNode(name, source) as never),
    );
  };
}

/** A relative path (not a URL, not site-absolute, not a bare hash or query). */
const isRelativeFile = (url: string) => !/^(?:[a-z][a-z0-9+.-]*:|\/|#|\?)/i.test(url) && url !== '';
/** A relative link to a Markdown file, with or without a hash or query. */
const isPageLink = (url: string) => isRelativeFile(url) && /\.mdx?$/i.test(url.split(/[?#]/)[0]!);
const isRelativeSpecifier = (specifier: string) => /^\.\.?\//.test(specifier);

interface Located {
  position?: { start: { line: number; column: number } } | undefined;
}
/** An estree node with the place acorn gave it in the page. */
interface EstreeNode {
  type: string;
  loc?: { start: { line: number; column: number } } | null;
  [key: string]: unknown;
}

function mark(kind: ReferenceKind, at: Located, target: string) {
  return referenceMark(kind, at.position?.start.line ?? 0, at.position?.start.column ?? 0, target);
}

function setProperty(node: Nodes, name: string, value: string) {
  const data = (node.data ??= {}) as { hProperties?: Record<string, unknown> };
  data.hProperties = { ...data.hProperties, [name]: value };
}

/** `src`, `width` and `height` of an image, filled in from the file it names. */
function markImage(node: Nodes, at: Located, url: string) {
  for (const kind of ['src', 'width', 'height'] as const)
    setProperty(node, kind, mark(kind, at, url));
}

/** The place of an estree node, else of the MDX node holding it. */
function placeOf(node: EstreeNode, holder: Located): Located {
  return node.loc
    ? { position: { start: { ...node.loc.start, column: node.loc.start.column + 1 } } }
    : holder;
}

/** Marks the relative and `@theme/` specifiers of imports and re-exports. */
function markEsm(program: unknown, holder: Located, requires: Map<string, string>) {
  for (const statement of (program as { body: EstreeNode[] }).body) {
    const source = statement['source'] as (EstreeNode & { value?: unknown }) | null | undefined;
    if (typeof source?.value !== 'string') continue;
    const kind = isRelativeSpecifier(source.value)
      ? 'import'
      : source.value.startsWith('@theme/')
        ? 'theme'
        : undefined;
    if (!kind) continue;
    source.value = mark(kind, placeOf(source, holder), source.value);
    // Printers write `raw` when it is there.
    delete source['raw'];
  }
  replaceRequires(program, holder, requires);
}

/** Replaces each `require('x')` with a namespace import of `x` (one per specifier). */
function replaceRequires(estree: unknown, holder: Located, requires: Map<string, string>) {
  walk(estree, (node) => {
    const callee = node['callee'] as EstreeNode | undefined;
    const args = node['arguments'] as (EstreeNode & { value?: unknown })[] | undefined;
    const specifier = args?.[0]?.value;
    if (
      node.type !== 'CallExpression' ||
      callee?.type !== 'Identifier' ||
      callee['name'] !== 'require' ||
      args?.length !== 1 ||
      typeof specifier !== 'string'
    )
      return;
    const source = isRelativeSpecifier(specifier)
      ? mark('import', placeOf(args[0]!, holder), specifier)
      : specifier;
    const name = requires.get(source) ?? `__skRequire${requires.size}`;
    requires.set(source, name);
    for (const key of Object.keys(node)) if (key !== 'loc') delete node[key];
    Object.assign(node, { type: 'Identifier', name });
  });
}

/** Visits every object of an estree tree, parents before children. */
function walk(value: unknown, visitor: (node: EstreeNode) => void) {
  if (Array.isArray(value)) {
    for (const item of value) walk(item, visitor);
    return;
  }
  if (!value || typeof value !== 'object') return;
  const node = value as EstreeNode;
  if (typeof node.type === 'string') visitor(node);
  for (const [key, child] of Object.entries(node))
    if (key !== 'loc' && key !== 'range' && child && typeof child === 'object')
      walk(child, visitor);
}
