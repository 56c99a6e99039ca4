import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';

/**
 * `<details>` written in a page renders the theme's `details` component (the styled one), as
 * in Docusaurus. MDX renders lowercase JSX written by the author as the plain element, and
 * marks it so before any plugin runs; taking the mark off lets the page's `components` map
 * provide it, attributes and all.
 */
export function remarkDetails() {
  return (tree: Root) => {
    visit(tree, (node) => {
      if (
        (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
        node.name === 'details' &&
        node.data
      )
        delete (node.data as { _mdxExplicitJsx?: boolean })._mdxExplicitJsx;
    });
  };
}
