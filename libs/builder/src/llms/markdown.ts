import type { Root, RootContent } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { preprocessMdx } from '../mdx/preprocess.js';
import type { ComponentMarkdown } from './jsx.js';
import { transformTree } from './transform.js';

export type { ComponentMarkdown } from './jsx.js';

/** The page a Markdown twin is made for. */
export interface MarkdownPage {
  /** Shown as the `# Title` the Markdown starts with. */
  title: string;
  /** Shown as the paragraph under the title, when present. */
  description?: string;
  /** The page's URL. When absolute, relative links and images resolve against it. */
  url: string;
}

/** How `markdownOf` treats what only the site knows. */
export interface MarkdownOptions {
  /**
   * Markdown for components that stand for content, by name (facts tables, values quoted in
   * running text). Other components keep their children, or vanish when they have none.
   * @default {}
   */
  components?: Readonly<Record<string, ComponentMarkdown>>;
}

// The same syntax the MDX pipeline reads: frontmatter, GFM, directives for admonitions.
const parser = unified()
  .use(remarkParse)
  .use(remarkMdx)
  .use(remarkFrontmatter)
  .use(remarkGfm)
  .use(remarkDirective)
  .freeze();
// No MDX extensions on the way out, so `{` and `<` in prose are not needlessly escaped.
const stringifier = unified()
  .use(remarkStringify, { bullet: '-', rule: '-', fences: true, listItemIndent: 'one' })
  // Counting every cell as 3 wide writes `| --- |` delimiters and no padding to align columns.
  .use(remarkGfm, { stringLength: () => 3 })
  .freeze();

const stringify = (children: RootContent[]) => stringifier.stringify({ type: 'root', children });

/**
 * One MDX page as clean Markdown for readers and LLMs: the title and description first, no
 * frontmatter, imports or comments; admonitions as blockquotes, tabs as labelled sections,
 * widgets dropped, custom heading ids left out; code blocks verbatim but for their magic
 * comments, with only their language and title kept.
 */
export function markdownOf(
  source: string,
  page: MarkdownPage,
  options: MarkdownOptions = {},
): string {
  // The compile's own rewrites: comments, heading ids and admonition titles read the same way.
  const prepared = preprocessMdx(source);
  let tree: Root;
  try {
    tree = parser.parse(prepared);
  } catch (error) {
    throw new Error(`Cannot read the MDX of ${page.url}: ${(error as Error).message}`, {
      cause: error,
    });
  }
  transformTree(tree, {
    source: prepared,
    base: baseOf(page.url),
    components: options.components ?? {},
    stringify,
  });
  const [first, ...rest] = tree.children;
  // A leading `# Heading` in the body is the title, which comes from `page` instead.
  const body = first?.type === 'heading' && first.depth === 1 ? rest : tree.children;
  const head: RootContent[] = [{ type: 'heading', depth: 1, children: [text(page.title)] }];
  if (page.description?.trim())
    head.push({ type: 'paragraph', children: [text(page.description.trim())] });
  return stringify([...head, ...body]);
}

const text = (value: string) => ({ type: 'text' as const, value });

function baseOf(url: string): URL | undefined {
  return URL.canParse(url) ? new URL(url) : undefined;
}
