/**
 * Docusaurus's magic comments in code blocks: a line holding only `highlight-next-line`,
 * `highlight-start` or `highlight-end`, in one of the comment forms of the block's language,
 * highlights lines and is itself removed from the code shown, copied and put in the twin.
 */

import { removeTwoslashNotations } from 'twoslash/fallback';
import { parseFenceMeta } from './fence-meta.js';

type Directive = 'highlight-next-line' | 'highlight-start' | 'highlight-end';

/** Comment forms, as `[before, after]` regex sources around the directive. */
const forms = {
  js: ['//', ''],
  jsBlock: [String.raw`/\*`, String.raw`\*/`],
  jsx: [String.raw`\{\s*/\*`, String.raw`\*/\s*\}`],
  hash: ['#', ''],
  html: ['<!--', '-->'],
  dashes: ['--', ''],
  percent: ['%', ''],
} as const;
type Form = keyof typeof forms;

/** Which forms a language's comments take (as Docusaurus has it); any other language: all. */
const formsOf: Record<string, readonly Form[]> = {};
const assign = (langs: string, list: readonly Form[]) => {
  for (const lang of langs.split(' ')) formsOf[lang] = list;
};
assign('js javascript mjs cjs ts typescript mts cts json5 jsonc', ['js', 'jsBlock']);
assign('jsx tsx', ['js', 'jsBlock', 'jsx']);
assign('html xml svg vue svelte astro', ['js', 'jsBlock', 'html']);
assign('md markdown mdx', ['html', 'jsx', 'hash']);
assign('bash sh shell zsh console python py yaml yml toml dockerfile ruby rb r ini conf makefile', [
  'hash',
]);
assign('sql lua haskell hs', ['dashes']);
assign('tex latex matlab', ['percent']);
assign('css scss less c cpp java kotlin go rust swift php', ['js', 'jsBlock']);

const patterns = new Map<string, RegExp>();
function patternOf(lang: string): RegExp {
  const list = formsOf[lang.toLowerCase()] ?? (Object.keys(forms) as Form[]);
  const key = list.join();
  let pattern = patterns.get(key);
  if (!pattern) {
    const alternatives = list.map((form) => {
      const [before, after] = forms[form];
      return String.raw`${before}\s*(highlight-(?:next-line|start|end))\s*${after}`;
    });
    pattern = new RegExp(String.raw`^\s*(?:${alternatives.join('|')})\s*$`);
    patterns.set(key, pattern);
  }
  return pattern;
}

/** The code without its magic comment lines, and the (1-based) lines they highlight. */
export interface MagicCommentResult {
  code: string;
  highlight: Set<number>;
}

/** Reads and removes the magic comments of a block of `lang` code. */
export function applyMagicComments(code: string, lang: string): MagicCommentResult {
  const highlight = new Set<number>();
  if (!code.includes('highlight-')) return { code, highlight };
  const pattern = patternOf(lang);
  const kept: string[] = [];
  let nextLine = false;
  let depth = 0;
  for (const line of code.split('\n')) {
    const match = pattern.exec(line);
    const directive = match?.slice(1).find(Boolean) as Directive | undefined;
    if (directive === 'highlight-next-line') nextLine = true;
    else if (directive === 'highlight-start') depth++;
    else if (directive === 'highlight-end') depth = Math.max(0, depth - 1);
    else {
      kept.push(line);
      if (nextLine || depth > 0) highlight.add(kept.length);
      nextLine = false;
    }
  }
  return { code: kept.join('\n'), highlight };
}

/** For each line `applyMagicComments(code, lang)` keeps, its 1-based line in `code`. */
export function keptLines(code: string, lang: string): number[] {
  const lines = code.split('\n');
  const pattern = code.includes('highlight-') ? patternOf(lang) : undefined;
  return lines.flatMap((line, i) => (pattern?.test(line) ? [] : [i + 1]));
}

/**
 * The code a reader sees for a fence: its magic comments removed, unless the meta gives
 * line ranges (`{1,3}`), which then number the lines as written and leave the comments be,
 * as in Docusaurus; a `twoslash` sample without its notations and cut parts.
 */
export function displayedCode(
  code: string,
  lang: string | null | undefined,
  meta: string | null | undefined,
): string {
  const parsed = parseFenceMeta(meta ?? undefined);
  const shown = parsed.highlight.size ? code : applyMagicComments(code, lang ?? '').code;
  if (!parsed.twoslash) return shown;
  // A type-checked sample shows neither its cut parts nor its `// @errors`, `// ^?` notations;
  // one with mismatched cut markers fails the MDX compile, and is left as written here.
  try {
    return removeTwoslashNotations(shown).replace(/\n+$/, '');
  } catch {
    return shown;
  }
}
