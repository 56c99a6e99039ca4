import type { Element, Root } from 'hast';
import { createHash } from 'node:crypto';
import { toString } from 'hast-util-to-string';
import {
  bundledLanguages,
  createHighlighter,
  hastToHtml,
  type Highlighter,
  type ShikiTransformer,
} from 'shiki';
import {
  LINE_HIGHLIGHT_CLASS,
  LINE_NUMBERS_CLASS,
  LINE_NUMBERS_START_PROPERTY,
  MDX_COMPONENT,
  type CodeBlockData,
} from '@sitekit/theme/head';
import { visit } from 'unist-util-visit';
import { jsxElement } from './esm.js';
import { parseFenceMeta, type FenceMeta } from './fence-meta.js';
import { applyMagicComments, keptLines } from './magic-comments.js';
import { MdxProblemsError, type MdxProblem } from './problems.js';
import type { TwoslashFence } from './twoslash-fence.js';
import type { TwoslashSettings } from './twoslash.js';

export { parseFenceMeta, type FenceMeta };
export type { TwoslashSettings };

/** Options of the code-block step. */
export interface RehypeCodeOptions {
  /** How `twoslash` fences are type-checked (where their imports resolve, compiler options). */
  twoslash?: TwoslashSettings | undefined;
}

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
 * Highlights code fences at build time (no highlighter reaches the browser) and wraps them in
 * `<CodeBlock>` with the code for the copy button. Highlighted lines come from the meta's
 * ranges or from magic comments, which are taken out of the code shown and copied. A fence
 * marked `twoslash` is type-checked (see `twoslash-fence.ts`): its identifiers carry their
 * types, and its unexpected errors are the page's problems, thrown together at the end.
 */
export function rehypeCode(options: RehypeCodeOptions = {}) {
  return async (tree: Root, file: { path?: string; value?: unknown }) => {
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
    const problems: MdxProblem[] = [];
    let twoslashFences = 0;
    let typesRoot: string | undefined;
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
      let raw = toString(code).replace(/\n$/, '');
      const written = raw;
      // Ranges in the meta win over magic comments (as in Docusaurus, which then leaves them).
      const magic = !meta.highlight.size;
      if (magic) ({ code: raw, highlight: meta.highlight } = applyMagicComments(raw, requested));
      const transformers = [lineTransformer(meta)];
      let twoslash: Awaited<ReturnType<typeof twoslashBlock>> | undefined;
      if (meta.twoslash) {
        typesRoot ??= (await import('./twoslash.js')).typesRootOf(file.path, options.twoslash);
        twoslash = await twoslashBlock({
          code: raw,
          lang: requested,
          sourceLines: magic ? keptLines(written, requested) : raw.split('\n').map((_, i) => i + 1),
          highlight: magic ? meta.highlight : new Set(),
          page: {
            file: file.path ?? '',
            line: node.position?.start.line ?? 1,
            column: node.position?.start.column ?? 1,
          },
          typesRoot,
          settings: options.twoslash,
          idPrefix: `sk-ts-${pageHash(file.value)}-${twoslashFences++}`,
        });
        problems.push(...twoslash.problems);
        raw = twoslash.code;
        if (magic) meta.highlight = twoslash.highlight;
        if (twoslash.transformer) transformers.unshift(twoslash.transformer);
      }
      const highlighted = shiki.codeToHast(raw, {
        lang,
        themes: codeThemes,
        defaultColor: 'light',
        tokenizeTimeLimit: 0,
        transformers,
      });
      const pre = highlighted.children[0] as Element | undefined;
      const popups = twoslash?.popups(pre);
      const data: CodeBlockData = {
        title: meta.title,
        language: requested,
        code: raw,
        lineNumbers: meta.lineNumbers,
        twoslash: popups ? true : undefined,
        // One string instead of an element per token: the page's module is a fraction of the
        // size to bundle, parse and hydrate.
        html: pre ? hastToHtml(pre) : undefined,
      };
      parent.children[index] = jsxElement(
        MDX_COMPONENT.codeBlock,
        { ...data },
        popups ? [popups] : [],
      ) as never;
    }
    if (problems.length) throw new MdxProblemsError(problems);
  };
}

// TypeScript loads only for pages with a twoslash fence.
const twoslashBlock = async (fence: TwoslashFence) =>
  (await import('./twoslash-fence.js')).twoslashFence(fence);

/** A short hash of a page, so popup ids differ between pages shown together (post lists). */
const pageHash = (value: unknown) =>
  createHash('sha1').update(String(value)).digest('hex').slice(0, 6);

function resolveLanguage(lang: string): string {
  const name = aliases[lang] ?? lang;
  return name === 'text' || name in bundledLanguages ? name : 'text';
}

function lineTransformer(meta: FenceMeta): ShikiTransformer {
  return {
    pre(node) {
      if (!meta.lineNumbers) return;
      this.addClassToHast(node, LINE_NUMBERS_CLASS);
      if (meta.lineNumbersStart !== undefined) {
        const style = node.properties['style'];
        const start = `${LINE_NUMBERS_START_PROPERTY}:${meta.lineNumbersStart - 1}`;
        node.properties['style'] = typeof style === 'string' && style ? `${style};${start}` : start;
      }
    },
    line(node, line) {
      if (meta.highlight.has(line)) this.addClassToHast(node, LINE_HIGHLIGHT_CLASS);
    },
  };
}
