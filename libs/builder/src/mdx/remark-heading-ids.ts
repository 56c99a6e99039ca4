import type { Heading, Root } from 'mdast';
import { visit } from 'unist-util-visit';

const trailingId = /\s*\{#([^\s{}]+)\}\s*$/;

/**
 * Takes a Docusaurus custom id (`## Title {#my-id}`, escaped by `preprocessMdx`) off the end
 * of a heading; returns it, or undefined when the heading has none.
 */
export function takeHeadingId(heading: Heading): string | undefined {
  const last = heading.children.at(-1);
  if (last?.type !== 'text') return undefined;
  const match = trailingId.exec(last.value);
  if (!match) return undefined;
  last.value = last.value.slice(0, match.index);
  if (!last.value) heading.children.pop();
  return match[1];
}

/**
 * `## Title {#my-id}` gives the heading the id `my-id` (rehype-headings then uses it for the
 * anchor and the `toc`, so both agree) and shows only `Title`.
 */
export function remarkHeadingIds() {
  return (tree: Root) => {
    visit(tree, 'heading', (heading: Heading) => {
      const id = takeHeadingId(heading);
      if (id === undefined) return;
      heading.data = { ...heading.data, hProperties: { ...heading.data?.hProperties, id } };
    });
  };
}
