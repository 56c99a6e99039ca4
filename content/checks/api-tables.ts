import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { readerCompilerOptions } from './fences.js';

const heading = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const fence = /^\s*(```|~~~)/;
const identifier = /^`([A-Za-z_$][\w$]*)`$/;

/** A heading's text as a reader sees it: inline-code backticks dropped. */
function headingText(raw: string): string {
  return raw.replace(/`/g, '').trim();
}

/**
 * The lines of the section under `title` (with its subsections unless `subsections` is
 * false), or every line when `title` is null. Lines inside code fences are blanked so
 * `# comments` are not headings.
 */
function sectionLines(source: string, title: string | null, subsections: boolean): string[] {
  let inFence = false;
  const lines = source.split('\n').map((line) => {
    if (fence.test(line)) inFence = !inFence;
    return inFence || fence.test(line) ? '' : line;
  });
  if (title === null) return lines;
  const start = lines.findIndex((l) => headingText(heading.exec(l)?.[2] ?? '') === title);
  if (start === -1) throw new Error(`No heading "${title}"`);
  const level = heading.exec(lines[start]!)![1]!.length;
  const rest = lines.slice(start + 1);
  const end = rest.findIndex((l) => {
    const match = heading.exec(l);
    return match !== null && (!subsections || match[1]!.length <= level);
  });
  return end === -1 ? rest : rest.slice(0, end);
}

/** Splits a Markdown table row into its cells; `\|` inside a cell stays in the cell. */
function cells(row: string): string[] {
  return row
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split(/(?<!\\)\|/)
    .map((c) => c.trim());
}

/** Where in a section {@link documentedNames} looks. */
export interface TableColumn {
  /** Zero-based column of the names. @default 0 */
  column?: number;
  /** Whether tables under nested headings count. @default true */
  subsections?: boolean;
  /** Only the nth table (zero-based) of the section, when one section holds two. */
  table?: number;
}

/**
 * The names a page's Markdown tables document under a heading (or in the whole page):
 * cells of `column` that are one backticked identifier, or a comma-separated list of them
 * (`` `a`, `b` ``). Header rows and other cells (`'h264'`, prose) are skipped.
 */
export function documentedNames(
  source: string,
  title: string | null,
  { column = 0, subsections = true, table }: TableColumn = {},
): string[] {
  const tables: string[][] = [];
  let previousWasRow = false;
  for (const line of sectionLines(source, title, subsections)) {
    const isRow = line.trimStart().startsWith('|');
    if (isRow && !previousWasRow) tables.push([]);
    if (isRow) tables.at(-1)!.push(line);
    previousWasRow = isRow;
  }
  if (table !== undefined && !tables[table]) throw new Error(`No table ${table} under "${title}"`);
  const names = (table === undefined ? tables.flat() : tables[table]!).flatMap((row) => {
    const parts = (cells(row)[column] ?? '').split(/\s*,\s*/);
    const matched = parts.map((p) => identifier.exec(p)?.[1]);
    return matched.every((m) => m !== undefined) ? (matched as string[]) : [];
  });
  return [...new Set(names)];
}

/** Which type of a module's export to list. */
export interface TypeTarget {
  /** Import specifier, e.g. `@remotion/lambda/client`. */
  module: string;
  /** An exported type, or an exported function for `parameter` and `return`. */
  name: string;
  /**
   * `type`: the export itself; `parameter`: the function's first parameter;
   * `return`: the function's awaited return type.
   * @default 'type'
   */
  use?: 'type' | 'parameter' | 'return';
  /** Then one property of that type (`options` of the parameter), without `undefined`. */
  property?: string;
  /** Then the items of that array type (a function returning a list). */
  item?: boolean;
}

function probeType(target: TypeTarget, i: number): string {
  const use = target.use ?? 'type';
  const imported =
    use === 'type'
      ? `import type { ${target.name} as T${i} } from '${target.module}';\n`
      : `import { ${target.name} as f${i} } from '${target.module}';\n`;
  let type =
    use === 'type'
      ? `T${i}`
      : use === 'parameter'
        ? `Parameters<typeof f${i}>[0]`
        : `Awaited<ReturnType<typeof f${i}>>`;
  if (target.property) type = `NonNullable<${type}>['${target.property}']`;
  if (target.item) type = `NonNullable<${type}>[number]`;
  return `${imported}export type P${i} = ${type};\n`;
}

/** Every property of the members of unions and intersections; primitives contribute none. */
function propertyNames(checker: ts.TypeChecker, type: ts.Type): string[] {
  if (type.isUnion()) return type.types.flatMap((t) => propertyNames(checker, t));
  if (!(type.flags & ts.TypeFlags.Object) && !type.isIntersection()) return [];
  return checker.getPropertiesOfType(type).map((p) => p.name);
}

/**
 * Lists the property names of each target's type as a reader's project resolves it from
 * `rootDir` (the pinned packages' `.d.ts`), sorted and without duplicates.
 */
export function listTypeProperties(targets: TypeTarget[], rootDir: string): string[][] {
  const dir = join(rootDir, '.cache/api-tables');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'probe.ts');
  writeFileSync(file, targets.map(probeType).join(''));
  const program = ts.createProgram([file], readerCompilerOptions);
  const source = program.getSourceFile(file);
  if (!source) throw new Error(`Could not read ${file}`);
  const problems = ts
    .getPreEmitDiagnostics(program, source)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  if (problems.length > 0) throw new Error(`Cannot resolve the types:\n${problems.join('\n')}`);
  const checker = program.getTypeChecker();
  const aliases = source.statements.filter(ts.isTypeAliasDeclaration);
  return aliases.map((alias) => {
    const names = propertyNames(checker, checker.getTypeAtLocation(alias.name));
    return [...new Set(names)].sort();
  });
}

/** How a page's documented names differ from a type's properties. */
export interface NameMismatch {
  /** Documented, but the type has no such property. */
  unknown: string[];
  /** Properties neither documented nor left out on purpose. */
  undocumented: string[];
  /** Left out on purpose, yet documented or not in the type: the reason is stale. */
  staleReasons: string[];
}

/** Compares documented names with declared ones; all lists empty means they agree. */
export function compareNames(
  documented: readonly string[],
  declared: readonly string[],
  notDocumented: readonly string[] = [],
): NameMismatch {
  return {
    unknown: documented.filter((n) => !declared.includes(n)),
    undocumented: declared.filter((n) => !documented.includes(n) && !notDocumented.includes(n)),
    staleReasons: notDocumented.filter((n) => !declared.includes(n) || documented.includes(n)),
  };
}
