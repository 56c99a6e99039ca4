import type {
  BlockContent,
  Blockquote,
  DefinitionContent,
  Paragraph,
  PhrasingContent,
} from 'mdast';
import type { AdmonitionType } from '@sitekit/theme/head';

/** Admonition keywords (the theme's kinds) and the word a reader sees for each. */
export const admonitionLabels: Readonly<Record<AdmonitionType, string>> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  caution: 'Caution',
  danger: 'Danger',
};

/**
 * An admonition as a blockquote: `> **Note:** text…`, or with a title
 * `> **Warning — Title**` on its own line before the content.
 */
export function admonitionQuote(
  kind: string,
  title: PhrasingContent[] | undefined,
  children: (BlockContent | DefinitionContent)[],
): Blockquote {
  const label = admonitionLabels[kind as AdmonitionType] ?? capitalize(kind);
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
