import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import {
  bundledLanguages,
  createHighlighter,
  type Highlighter,
  type ShikiTransformer,
} from 'shiki';
import {
  LINE_HIGHLIGHT_CLASS,
  LINE_NUMBERS_CLASS,
  MDX_COMPONENT,
  type CodeBlockData,
} from '@sitekit/theme/head';
import { visit } from 'unist-util-visit';
import { jsxElement } from './esm.js';

/** Shiki themes for light and dark mode; the light one passes WCAG contrast. */
export const codeThemes = {
  light: 'github-light-high-contrast',
  dark: 'github-dark-high-contrast',
} as const;

let highlighter: Promise<Highlighter> | undefined;
/** The one Shiki instance of the build process (fences and the cloud facts share it). */
export const getHighlighter = () =>
  (highlighter ??= createHighlighter({
    themes: Object.values(codeThemes),
    langs: ['tsx', 'ts', 'bash', 'json'],
  }));

/** Parsed code fence meta: `title="x.tsx" {1,3-5} showLineNumbers`. */
export interface FenceMeta {
  title?: string;
  highlight: Set<number>;
  lineNumbers: boolean;
}

export function parseFenceMeta(meta: string | undefined): FenceMeta {
  const result: FenceMeta = { highlight: new Set(), lineNumbers: false };
  if (!meta) return result;
  const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
  if (title) result.title = title[1] ?? title[2] ?? title[3];
  const ranges = /\{([\d,\s-]+)\}/.exec(meta)?.[1];
  for (const part of ranges?.split(',') ?? []) {
    const [from, to] = part.trim().split('-').map(Number);
    if (!from) continue;
    for (let n = from; n <= (to ?? from); n++) result.highlight.add(n);
  }
  result.lineNumbers = /\bshowLineNumbers\b/.test(meta);
  return result;
}

const aliases: Record<string, string> = {
  sh: 'bash',
  shell: 'bash',
  console: 'bash',
  zsh: 'bash',
  text: 'text',
  txt: 'text',
  plaintext: 'text',
};

/**
 * Highlights code fences at build time (no highlighter reaches the browser) and
 * wraps them in `<CodeBlock>` with the raw code for the copy button.
 */
export function rehypeCode() {
  return async (tree: Root) => {
    const jobs: { node: Element; index: number; parent: Root | Element }[] = [];
    visit(tree, 'element', (node: Element, index, parent) => {
      const code = node.tagName === 'pre' ? node.children[0] : undefined;
      if (
        !code ||
        code.type !== 'element' ||
        code.tagName !== 'code' ||
        index === undefined ||
        !parent
      )
        return;
      jobs.push({ node, index, parent: parent as Root | Element });
    });
    if (!jobs.length) return;
    const shiki = await getHighlighter();
    for (const { node, index, parent } of jobs) {
      const code = node.children[0] as Element;
      const className = (code.properties['className'] as string[] | undefined) ?? [];
      const requested =
        className.find((c) => c.startsWith('language-'))?.slice('language-'.length) ?? 'text';
      const lang = resolveLanguage(requested);
      if (lang !== 'text' && !shiki.getLoadedLanguages().includes(lang))
        await shiki.loadLanguage(lang as never);
      const meta = parseFenceMeta(
        (code.data as { meta?: string } | undefined)?.meta ??
          (code.properties['metastring'] as string | undefined),
      );
      const raw = toString(code).replace(/\n$/, '');
      const highlighted = shiki.codeToHast(raw, {
        lang,
        themes: codeThemes,
        defaultColor: 'light',
        tokenizeTimeLimit: 0,
        transformers: [lineTransformer(meta)],
      });
      const pre = highlighted.children[0];
      const data: CodeBlockData = {
        title: meta.title,
        language: requested,
        code: raw,
        lineNumbers: meta.lineNumbers,
      };
      parent.children[index] = jsxElement(
        MDX_COMPONENT.codeBlock,
        { ...data },
        pre ? [pre] : [],
      ) as never;
    }
  };
}

function resolveLanguage(lang: string): string {
  const name = aliases[lang] ?? lang;
  return name === 'text' || name in bundledLanguages ? name : 'text';
}

function lineTransformer(meta: FenceMeta): ShikiTransformer {
  return {
    pre(node) {
      if (meta.lineNumbers) this.addClassToHast(node, LINE_NUMBERS_CLASS);
    },
    line(node, line) {
      if (meta.highlight.has(line)) this.addClassToHast(node, LINE_HIGHLIGHT_CLASS);
    },
  };
}
