import type { ElementContent, Element } from 'hast';
import type { CodeNode } from '../../src/docs-facts/cloud-facts.js';
import { codeThemes, getHighlighter } from '../mdx/rehype-code.js';

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
 * Highlights code exactly as code fences are (same Shiki instance, themes and options), as a
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
