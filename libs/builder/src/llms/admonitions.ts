import type {
  BlockContent,
  Blockquote,
  DefinitionContent,
  Paragraph,
  PhrasingContent,
} from 'mdast';

/**
 * Admonition keywords and the word a reader sees for each. Mirrors the MDX pipeline's
 * Docusaurus-compatible list, where `caution` renders as a warning.
 */
export const admonitionLabels: Readonly<Record<string, string>> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  caution: 'Warning',
  danger: 'Danger',
};

const titled = new RegExp(
  String.raw`^([ \t]*:::(?:${Object.keys(admonitionLabels).join('|')}))[ \t]+([^[{\s][^\n]*?)[ \t]*$`,
);

/**
 * Docusaurus writes an admonition title after the keyword (`:::note Title`); remark-directive
 * only knows labels (`:::note[Title]`). Rewrites such lines, except on the lines in `skip`
 * (1-based: the lines of code blocks, whose text is never touched).
 */
export function titlesAsLabels(source: string, skip: ReadonlySet<number>): string {
  return source
    .split('\n')
    .map((line, i) => {
      if (skip.has(i + 1)) return line;
      const match = titled.exec(line);
      if (!match) return line;
      return `${match[1]}[${match[2]!.replace(/[[\]]/g, '\\$&')}]`;
    })
    .join('\n');
}

/** Whether `source` has a line `titlesAsLabels` may rewrite (saves a parse when not). */
export const hasTitledAdmonition = (source: string) =>
  source.split('\n').some((line) => titled.test(line));

/**
 * An admonition as a blockquote: `> **Note:** text…`, or with a title
 * `> **Warning — Title**` on its own line before the content.
 */
export function admonitionQuote(
  kind: string,
  title: PhrasingContent[] | undefined,
  children: (BlockContent | DefinitionContent)[],
): Blockquote {
  const label = admonitionLabels[kind] ?? capitalize(kind);
  if (title && title.length > 0) {
    const heading: Paragraph = {
      type: 'paragraph',
      children: [{ type: 'strong', children: [{ type: 'text', value: `${label} — ` }, ...title] }],
    };
    return { type: 'blockquote', children: [heading, ...children] };
  }
  const lead: PhrasingContent[] = [
    { type: 'strong', children: [{ type: 'text', value: `${label}:` }] },
  ];
  const [first, ...rest] = children;
  if (first?.type === 'paragraph') {
    const paragraph: Paragraph = {
      type: 'paragraph',
      children: [...lead, { type: 'text', value: ' ' }, ...first.children],
    };
    return { type: 'blockquote', children: [paragraph, ...rest] };
  }
  return { type: 'blockquote', children: [{ type: 'paragraph', children: lead }, ...children] };
}

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
