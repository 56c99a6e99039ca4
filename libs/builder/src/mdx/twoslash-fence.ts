/**
 * One `twoslash` fence of a page: type-checked, its problems placed in the page, and what
 * Shiki needs to show it. Imported only when a page has such a fence.
 */
import type { Element } from 'hast';
import type { MdxProblem } from './problems.js';
import { twoslashHast } from './twoslash-hast.js';
import { runTwoslash, twoslashLanguages, type TwoslashSettings } from './twoslash.js';

/** A fence as the page has it. */
export interface TwoslashFence {
  /** The code, magic comments removed. */
  code: string;
  /** The fence's language as written. */
  lang: string;
  /** For each line of `code`, its 1-based line in the fence as written. */
  sourceLines: number[];
  /** Lines of `code` the magic comments highlight (1-based). */
  highlight: ReadonlySet<number>;
  page: { file: string; line: number; column: number };
  typesRoot: string;
  settings: TwoslashSettings | undefined;
  /** Prefix of the block's popup ids, unique in the page. */
  idPrefix: string;
}

/** The code shown, its Shiki transformer and popups, the shown lines to highlight, and problems. */
export interface TwoslashBlock {
  code: string;
  transformer?: ReturnType<typeof twoslashHast>['transformer'];
  popups: (pre: Element | undefined) => Element | undefined;
  highlight: Set<number>;
  problems: MdxProblem[];
}

export async function twoslashFence(fence: TwoslashFence): Promise<TwoslashBlock> {
  const { page } = fence;
  const where = (sampleLine: number | undefined) =>
    `twoslash code block at line ${page.line}` +
    (sampleLine === undefined ? '' : `, line ${sampleLine} of the sample`);
  const lang = fence.lang.toLowerCase();
  if (!(lang in twoslashLanguages))
    return {
      code: fence.code,
      popups: () => undefined,
      highlight: new Set(fence.highlight),
      problems: [
        {
          ...page,
          message: `${where(undefined)}: twoslash checks ${Object.keys(twoslashLanguages).join(', ')} fences, not "${fence.lang}"`,
        },
      ],
    };
  const run = await runTwoslash(fence.code, lang, fence.typesRoot, fence.settings);
  const problems = run.problems.map((p): MdxProblem => {
    if (p.line === undefined) return { ...page, message: `${where(undefined)}: ${p.message}` };
    const sampleLine = fence.sourceLines[p.line] ?? p.line + 1;
    return {
      file: page.file,
      line: page.line + sampleLine,
      column: page.column + (p.character ?? 0),
      message: `${where(sampleLine)}: ${p.message}`,
    };
  });
  const highlight = new Set<number>();
  for (const line of fence.highlight) {
    const shown = run.shownLine[line - 1];
    if (shown !== undefined) highlight.add(shown + 1);
  }
  const { transformer, popups } = twoslashHast(run, fence.idPrefix);
  return { code: run.code, transformer, popups, highlight, problems };
}
