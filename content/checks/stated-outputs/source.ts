/** Reads a page's MDX source line by line into the blocks that can state outputs. */
import type { StatedOutput } from './types.js';

/** A code fence, with its lines un-indented. */
export interface Fence {
  /** 1-based line of the opening backticks. */
  line: number;
  lang: string;
  /** The fence's `title="…"`, the file name other fences of the page import it by. */
  title?: string;
  lines: string[];
}

export interface Blocks {
  fences: Fence[];
  tables: { line: number; rows: string[][] }[];
  /** Non-empty lines outside fences and tables, with the fence that follows, if any. */
  paragraphs: { line: number; text: string; next?: Fence }[];
}

/** Splits an MDX source into fences (at any indentation), tables and paragraph lines. */
export function blocksOf(source: string): Blocks {
  const lines = source.split('\n');
  const blocks: Blocks = { fences: [], tables: [], paragraphs: [] };
  let pending: Blocks['paragraphs'][number] | undefined;
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    const open = /^(\s*)```(\w*)(.*)$/.exec(line);
    if (open) {
      const indent = open[1]!.length;
      const title = /title=["']([^"']+)["']/.exec(open[3]!)?.[1];
      const fence: Fence = { line: i + 1, lang: open[2]!, lines: [], ...(title ? { title } : {}) };
      for (i++; i < lines.length && !/^\s*```\s*$/.test(lines[i]!); i++)
        fence.lines.push(lines[i]!.slice(indent));
      blocks.fences.push(fence);
      if (pending) pending.next = fence;
      pending = undefined;
      i++;
    } else if (line.startsWith('|')) {
      const table = { line: i + 1, rows: [] as string[][] };
      for (; i < lines.length && lines[i]!.startsWith('|'); i++)
        if (!/^\|\s*:?-{3}/.test(lines[i]!)) table.rows.push(cellsOf(lines[i]!));
      blocks.tables.push(table);
      pending = undefined;
    } else {
      if (line.trim() !== '') {
        pending = { line: i + 1, text: line.trim() };
        blocks.paragraphs.push(pending);
      }
      i++;
    }
  }
  return blocks;
}

/** The cells of a table row, split on `|` outside code spans; `\|` is a literal bar. */
function cellsOf(row: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let code = false;
  for (let i = 1; i < row.length; i++) {
    const c = row[i]!;
    if (c === '\\' && row[i + 1] === '|') {
      cell += '|';
      i++;
    } else if (c === '|' && !code) {
      cells.push(cell.trim());
      cell = '';
    } else {
      if (c === '`') code = !code;
      cell += c;
    }
  }
  return cells;
}

export const firstCode = (text: string) => /`([^`]+)`/.exec(text)?.[1];
export const isCallTable = (header: string[] | undefined) =>
  header?.[0] === 'Call' && header[1] === 'Result';
/** The element of a render claim line: "`<Star … />` renders:" (or "produces:"). */
export const renderClaim = (text: string) =>
  /^`(<[A-Z][^`]*\/>)` (?:renders|produces):$/.exec(text)?.[1];
/** The stated value of a Result cell: its first code span, or `throws '…'`. */
const resultOf = (cell: string) =>
  /^throws\b/i.test(cell)
    ? `throws ${JSON.stringify(firstCode(cell) ?? '')}`
    : (firstCode(cell) ?? '');

/** The code before a `// →` marker and the value after it. */
export const markerOf = (line: string) => {
  const at = line.indexOf('// →');
  return at < 0 ? undefined : { code: line.slice(0, at), value: line.slice(at + 4).trim() };
};

/** Bracket depth at the end of a literal, ignoring brackets inside strings. */
export function depthOf(text: string): number {
  let depth = 0;
  const outsideStrings = text
    .split(/('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")/)
    .filter((_, i) => i % 2 === 0);
  for (const part of outsideStrings)
    for (const c of part) depth += '([{'.includes(c) ? 1 : ')]}'.includes(c) ? -1 : 0;
  return depth;
}

/** A fence's marked expressions, and its code rewritten to pass each to `__check(i, thunk)`. */
export function fenceRun(page: string, fence: Fence) {
  const outputs: StatedOutput[] = [];
  const code = [...fence.lines];
  for (let i = 0; i < code.length; i++) {
    const marker = markerOf(code[i]!);
    if (!marker) continue;
    const first = i;
    let value = marker.value;
    // A value that opens a bracket continues on the following comment lines.
    while (depthOf(value) > 0 && /^\s*\/\//.test(code[i + 1] ?? '')) {
      value += '\n' + code[++i]!.replace(/^\s*\/\/ ?/, '');
      code[i] = '';
    }
    const expression = marker.code.trim().replace(/;$/, '');
    const line = fence.line + 1 + first;
    outputs.push({ page, line, kind: 'fence', expression, expected: value });
    code[first] = `__check(${outputs.length - 1}, () => (${expression || 'undefined'}));`;
  }
  return outputs.length ? { outputs, code: code.join('\n') } : undefined;
}

/** Every output the page states, in the three forms the checker reads. */
export function statedOutputs(page: string, source: string): StatedOutput[] {
  const { fences, tables, paragraphs } = blocksOf(source);
  const outputs: StatedOutput[] = [];
  for (const fence of fences)
    if (fence.lang === 'ts' || fence.lang === 'tsx')
      outputs.push(...(fenceRun(page, fence)?.outputs ?? []));
  for (const table of tables) {
    if (!isCallTable(table.rows[0])) continue;
    table.rows.slice(1).forEach((row, i) => {
      const expression = firstCode(row[0] ?? '') ?? '';
      const expected = resultOf(row[1] ?? '');
      outputs.push({ page, line: table.line + 2 + i, kind: 'table', expression, expected });
    });
  }
  for (const p of paragraphs) {
    const element = renderClaim(p.text);
    if (element && p.next?.lang === 'html') {
      const expected = p.next.lines.join('\n');
      outputs.push({ page, line: p.line, kind: 'render', expression: element, expected });
    }
  }
  return outputs.sort((a, b) => a.line - b.line);
}
