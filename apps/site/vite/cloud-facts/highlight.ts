import type { ElementContent, Element } from 'hast';
import type { CodeNode } from '../../src/docs-facts/cloud-facts.js';
import { createHighlighter, type Highlighter } from 'shiki';

/**
 * The code themes of the site's fences (`codeThemes` of `@sitekit/builder`, which a test
 * compares): this module runs while Vite loads its config, before the libraries' sources can
 * be resolved, so it keeps its own Shiki instance.
 */
export const codeThemes = {
  light: 'github-light-high-contrast',
  dark: 'github-dark-high-contrast',
} as const;

let highlighter: Promise<Highlighter> | undefined;
const getHighlighter = () =>
  (highlighter ??= createHighlighter({ themes: Object.values(codeThemes), langs: ['json'] }));

function attributes(node: Element): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(node.properties)) {
    if (value === undefined || value === null || value === false) continue;
    const name = key === 'className' ? 'class' : key.toLowerCase();
    out[name] = Array.isArray(value) ? value.join(' ') : String(value);
  }
  return out;
}

function toCodeNode(node: ElementContent): CodeNode | null {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element') return null;
  const children = node.children.map(toCodeNode).filter((c): c is CodeNode => c !== null);
  return [node.tagName, attributes(node), ...children];
}

/**
 * Highlights code exactly as code fences are (same Shiki themes and options), as a
 * compact tree the browser renders without Shiki.
 */
export async function highlight(code: string, lang: 'json' | 'text'): Promise<CodeNode> {
  const shiki = await getHighlighter();
  const root = shiki.codeToHast(code, {
    lang,
    themes: codeThemes,
    defaultColor: 'light',
    tokenizeTimeLimit: 0,
  });
  const pre = root.children[0];
  const tree = pre?.type === 'element' ? toCodeNode(pre) : null;
  if (!tree) throw new Error('Shiki returned no <pre>');
  return tree;
}
