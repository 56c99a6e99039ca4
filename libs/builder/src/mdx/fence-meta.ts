/**
 * Parsed code fence meta: `title="x.tsx" {1,3-5} showLineNumbers` (or `showLineNumbers=5`),
 * `twoslash`.
 */
export interface FenceMeta {
  title?: string;
  highlight: Set<number>;
  lineNumbers: boolean;
  /** The first line's number, when `showLineNumbers=N` gives one. */
  lineNumbersStart?: number;
  /** The fence is type-checked and shows types (`twoslash`). */
  twoslash?: boolean;
}

/** Reads a fence's meta string; ranges and numbers as written, nothing checked. */
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
  const lineNumbers = /\bshowLineNumbers(?:=(\d+))?\b/.exec(meta);
  result.lineNumbers = Boolean(lineNumbers);
  if (lineNumbers?.[1] !== undefined) result.lineNumbersStart = Number(lineNumbers[1]);
  // A word of its own, not inside a title (`title="twoslash.ts"`).
  if (/(?:^|\s)twoslash(?=\s|$)/.test(meta.replace(/title=(?:"[^"]*"|'[^']*')/, '')))
    result.twoslash = true;
  return result;
}
