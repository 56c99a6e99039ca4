import type { Nodes, PhrasingContent, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { admonitionQuote } from './admonitions.js';

/**
 * Markdown for a component that stands for content (`<PlanLimit of="maxUploadSizeInMb" />` →
 * `512`), given its attributes (strings, `true` for a bare name, and the source text of an
 * expression such as `show={['prices']}`) and its children as Markdown. The result is inserted
 * verbatim. `undefined` falls back to the default: keep the children, or drop the element.
 */
export type ComponentMarkdown = (
  attributes: Readonly<Record<string, string | true>>,
  children: string,
) => string | undefined;

/** What converting one element needs from the caller. */
export interface JsxContext {
  components: Readonly<Record<string, ComponentMarkdown>>;
  /** Markdown of already converted nodes, for `ComponentMarkdown`'s `children`. */
  stringify: (nodes: RootContent[]) => string;
}

type Element = Extract<Nodes, { type: 'mdxJsxFlowElement' | 'mdxJsxTextElement' }>;

/**
 * The string and boolean attributes of an element; expression attributes are skipped, or
 * given as their source text with `expressions`.
 */
export function attributesOf(
  element: Element,
  { expressions = false }: { expressions?: boolean } = {},
): Record<string, string | true> {
  const attributes: Record<string, string | true> = {};
  for (const attribute of element.attributes) {
    if (attribute.type !== 'mdxJsxAttribute') continue;
    if (attribute.value === null || attribute.value === undefined)
      attributes[attribute.name] = true;
    else if (typeof attribute.value === 'string') attributes[attribute.name] = attribute.value;
    else if (expressions) attributes[attribute.name] = attribute.value.value;
  }
  return attributes;
}

const text = (value: string): PhrasingContent => ({ type: 'text', value });
const inlineOf = (nodes: RootContent[]) => nodes as PhrasingContent[];

/** Intrinsic elements that have a Markdown form, by tag name. */
const intrinsic: Record<string, (e: Element, attrs: Record<string, string | true>) => Nodes[]> = {
  br: (e) => (e.type === 'mdxJsxTextElement' ? [{ type: 'break' }] : []),
  a: (e, { href }) =>
    typeof href === 'string'
      ? [{ type: 'link', url: href, children: inlineOf(e.children) }]
      : e.children,
  img: (_, { src, alt }) =>
    typeof src === 'string'
      ? [{ type: 'image', url: src, alt: typeof alt === 'string' ? alt : '' }]
      : [],
  code: (e) => [{ type: 'inlineCode', value: toString(e) }],
  strong: (e) => [{ type: 'strong', children: inlineOf(e.children) }],
  b: (e) => [{ type: 'strong', children: inlineOf(e.children) }],
  em: (e) => [{ type: 'emphasis', children: inlineOf(e.children) }],
  i: (e) => [{ type: 'emphasis', children: inlineOf(e.children) }],
  del: (e) => [{ type: 'delete', children: inlineOf(e.children) }],
  s: (e) => [{ type: 'delete', children: inlineOf(e.children) }],
  // Keys and sub/superscripts carry meaning plain text loses; inline HTML keeps it readable.
  kbd: (e) => [{ type: 'html', value: `<kbd>${toString(e)}</kbd>` }],
  sub: (e) => [{ type: 'html', value: `<sub>${toString(e)}</sub>` }],
  sup: (e) => [{ type: 'html', value: `<sup>${toString(e)}</sup>` }],
  summary: (e) => [
    { type: 'paragraph', children: [{ type: 'strong', children: [text(toString(e))] }] },
  ],
  hr: () => [{ type: 'thematicBreak' }],
};

/** Theme components with a Markdown form, by name. */
const known: Record<string, (e: Element, attrs: Record<string, string | true>) => Nodes[]> = {
  // One bold label line per tab, then its content; `<Tabs>` itself only groups them.
  TabItem: (e, { label, value }) => {
    const name = typeof label === 'string' ? label : typeof value === 'string' ? value : undefined;
    const heading: Nodes[] = name
      ? [{ type: 'paragraph', children: [{ type: 'strong', children: [text(name)] }] }]
      : [];
    return [...heading, ...e.children];
  },
  Admonition: (e, { type, title }) => [
    admonitionQuote(
      typeof type === 'string' ? type : 'note',
      typeof title === 'string' ? [text(title)] : undefined,
      e.children as never,
    ),
  ],
};

/**
 * The Markdown nodes an MDX element becomes: its Markdown form when it has one, the site's
 * `components` rendering when given, else its children (a wrapper keeps its content) or
 * nothing (a self-closing widget has no Markdown meaning).
 */
export function jsxToMarkdown(element: Element, context: JsxContext): Nodes[] {
  const name = element.name;
  if (name === null) return element.children; // a fragment: `<>…</>`
  const attributes = attributesOf(element);
  const own = context.components[name];
  if (own) {
    const given = attributesOf(element, { expressions: true });
    const children: RootContent[] =
      element.type === 'mdxJsxTextElement'
        ? [{ type: 'paragraph', children: inlineOf(element.children) }]
        : element.children;
    const value = own(given, context.stringify(children).trim());
    if (value !== undefined) return value === '' ? [] : [{ type: 'html', value }];
  }
  const convert = known[name] ?? (/^[a-z]/.test(name) ? intrinsic[name] : undefined);
  if (convert) return convert(element, attributes);
  return element.children;
}
