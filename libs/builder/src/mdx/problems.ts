import { isAbsolute, relative } from 'node:path';

/** One thing wrong in an MDX page, at a place in the file as written (1-based). */
export interface MdxProblem {
  file: string;
  /** Absent when the compiler gave no position. */
  line?: number | undefined;
  column?: number | undefined;
  message: string;
}

/** Several problems of one page, thrown together (a plugin reports all it finds, not the first). */
export class MdxProblemsError extends Error {
  constructor(readonly problems: MdxProblem[]) {
    super(problems.map((p) => `${p.line ?? 0}:${p.column ?? 0} ${p.message}`).join('\n'));
    this.name = 'MdxProblemsError';
  }
}

/** The problems an MDX compile error stands for: a syntax error (a vfile message) or a plugin's list. */
export function problemsOf(error: unknown, file: string): MdxProblem[] {
  if (error instanceof MdxProblemsError) return error.problems.map((p) => ({ ...p, file }));
  const e = error as { reason?: unknown; line?: unknown; column?: unknown; message?: unknown };
  const message =
    typeof e?.reason === 'string'
      ? e.reason
      : typeof e?.message === 'string'
        ? e.message
        : String(error);
  return [
    {
      file,
      line: typeof e?.line === 'number' ? e.line : undefined,
      column: typeof e?.column === 'number' ? e.column : undefined,
      message,
    },
  ];
}

/** A few lines of `source` around `line`, with a caret under `column`. */
export function codeFrame(source: string, line: number, column = 1): string {
  const lines = source.split('\n');
  const first = Math.max(1, line - 2);
  const last = Math.min(lines.length, line + 1);
  const width = String(last).length;
  const out: string[] = [];
  for (let n = first; n <= last; n++) {
    const text = (lines[n - 1] ?? '').replace(/\r$/, '');
    out.push(`${n === line ? '>' : ' '} ${String(n).padStart(width)} | ${text}`);
    if (n === line) {
      // Tabs stay tabs, so the caret lines up however the terminal shows them.
      const pad = text.slice(0, Math.max(0, column - 1)).replace(/[^\t]/g, ' ');
      out.push(`  ${' '.repeat(width)} | ${pad}^`);
    }
  }
  return out.join('\n');
}

/**
 * Every problem as `file:line:column message` and a code frame, sorted by file and place;
 * `sources` gives the frames' text, `rootDir` shortens the paths.
 */
export function formatProblems(
  problems: readonly MdxProblem[],
  sources: ReadonlyMap<string, string>,
  rootDir?: string,
): string {
  return [...problems]
    .sort(
      (a, b) =>
        a.file.localeCompare(b.file) ||
        (a.line ?? 0) - (b.line ?? 0) ||
        (a.column ?? 0) - (b.column ?? 0),
    )
    .map((p) => {
      const name = rootDir && isAbsolute(p.file) ? relative(rootDir, p.file) : p.file;
      const source = sources.get(p.file);
      if (p.line === undefined) return `${name}: ${p.message}`;
      const head = `${name}:${p.line}:${p.column ?? 1}: ${p.message}`;
      return source === undefined ? head : `${head}\n${codeFrame(source, p.line, p.column)}`;
    })
    .join('\n\n');
}

/** The error a build fails with when pages have problems: all of them, in one message. */
export function mdxBuildError(
  problems: readonly MdxProblem[],
  sources: ReadonlyMap<string, string>,
  rootDir?: string,
): Error {
  const files = new Set(problems.map((p) => p.file)).size;
  const error = new Error(
    `MDX compilation failed: ${problems.length} problem(s) in ${files} file(s):\n\n${formatProblems(problems, sources, rootDir)}`,
  );
  return Object.assign(error, { problems });
}
