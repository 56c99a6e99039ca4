/**
 * TypeScript over `twoslash` code fences, at build time. Loaded only when a page has such a
 * fence (TypeScript takes a while to load), once per process or worker.
 *
 * The sample runs with its notations kept, so every diagnostic, the cut part's included, is
 * checked and placed at a line of the sample as written; the notations and cut parts are then
 * removed from the code shown, and the hover, query and error nodes moved with it.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as Twoslash from 'twoslash';
import type { TwoslashInstance, TwoslashNode } from 'twoslash';
import type TypeScript from 'typescript';

/**
 * TypeScript and twoslash, loaded when a sample is first checked: a build whose samples are
 * all kept (see `cacheDir`) does not load them at all.
 */
let compilers: Promise<{ ts: typeof TypeScript; twoslash: typeof Twoslash }> | undefined;
const loadCompilers = () =>
  (compilers ??= Promise.all([import('typescript'), import('twoslash')]).then(([ts, twoslash]) => ({
    ts: ts.default,
    twoslash,
  })));

/** Where samples are type-checked, and how. */
export interface TwoslashSettings {
  /**
   * The folder samples live in, virtually: their imports resolve from its `node_modules` (and
   * the ones above it), as in a project there. @default the nearest folder above the page
   * that has a `node_modules` folder (the site's root), else the working directory
   */
  typesRoot?: string | undefined;
  /**
   * Compiler options over the defaults, written as in a tsconfig.json (`"jsx": "react-jsx"`).
   * @default {@link sampleCompilerOptions}
   */
  compilerOptions?: Record<string, unknown> | undefined;
  /**
   * Where checked samples are kept between processes, by their code, settings and the
   * TypeScript and twoslash versions: a page edited, or compiled again after a change of the
   * pipeline, checks only its new samples. Not part of any cache key. @default not kept
   */
  cacheDir?: string | undefined;
}

/**
 * The compiler options samples get unless the settings say otherwise (tsconfig form). Of the
 * global `@types` packages only Node's: the others come with the imports that need them, and
 * loading every `@types` package of a workspace doubles the time a sample takes.
 */
export const sampleCompilerOptions: Readonly<Record<string, unknown>> = {
  types: ['node'],
  target: 'es2022',
  module: 'esnext',
  moduleResolution: 'bundler',
  jsx: 'react-jsx',
  strict: true,
  esModuleInterop: true,
  skipLibCheck: true,
};

/** The fence languages twoslash runs on, and the file extension each stands for. */
export const twoslashLanguages: Readonly<Record<string, string>> = {
  ts: 'ts',
  typescript: 'ts',
  tsx: 'tsx',
  js: 'js',
  javascript: 'js',
  jsx: 'jsx',
  mts: 'ts',
  cts: 'ts',
};

/** Something wrong with a sample, at a place in it (0-based; no line: the whole fence). */
export interface SampleProblem {
  line?: number | undefined;
  character?: number | undefined;
  message: string;
}

/** What a sample shows: its code and nodes (positions in that code), and its problems. */
export interface TwoslashRun {
  code: string;
  nodes: TwoslashNode[];
  extension: string;
  /** For each line of the sample as given (0-based), its line in `code`; undefined when cut. */
  shownLine: (number | undefined)[];
  problems: SampleProblem[];
}

/** The folder the samples of `page` resolve their imports from. */
export function typesRootOf(page: string | undefined, settings: TwoslashSettings = {}): string {
  if (settings.typesRoot) return resolve(settings.typesRoot);
  let dir = page ? dirname(resolve(page)) : process.cwd();
  for (;;) {
    if (existsSync(join(dir, 'node_modules'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

const instances = new Map<string, TwoslashInstance>();
async function instanceFor(
  key: string,
  typesRoot: string,
  compilerOptions: Record<string, unknown>,
) {
  let instance = instances.get(key);
  if (!instance) {
    const { ts, twoslash } = await loadCompilers();
    const converted = ts.convertCompilerOptionsFromJson(compilerOptions, typesRoot);
    if (converted.errors.length)
      throw new Error(
        `twoslash compilerOptions: ${converted.errors
          .map((e) => ts.flattenDiagnosticMessageText(e.messageText, ' '))
          .join('; ')}`,
      );
    instance = twoslash.createTwoslasher({
      vfsRoot: typesRoot,
      compilerOptions: converted.options,
    });
    instances.set(key, instance);
  }
  return instance;
}

// Dev servers recompile a page on every edit: its unchanged samples need not run again.
const runs = new Map<string, TwoslashRun>();
const MAX_REMEMBERED_RUNS = 500;

/**
 * Type-checks one sample (`lang`: a key of {@link twoslashLanguages}) in `typesRoot`. Errors
 * not declared with `// @errors: <codes>`, declared codes that do not occur, unknown `// @x`
 * notations and misplaced markers are problems; the run still shows what it could.
 */
export async function runTwoslash(
  code: string,
  lang: string,
  typesRoot: string,
  settings: TwoslashSettings = {},
): Promise<TwoslashRun> {
  const extension = twoslashLanguages[lang] ?? 'ts';
  const compilerOptions = { ...sampleCompilerOptions, ...settings.compilerOptions };
  const key = JSON.stringify([typesRoot, compilerOptions]);
  const memo = `${key}\0${extension}\0${code}`;
  const remembered = runs.get(memo) ?? readKept(settings.cacheDir, memo);
  if (remembered) return remember(memo, remembered);
  const instance = await instanceFor(key, typesRoot, compilerOptions);
  const { TwoslashError } = (await loadCompilers()).twoslash;
  let run: TwoslashRun;
  try {
    const result = instance(code, extension, {
      handbookOptions: { keepNotations: true, noErrorValidation: true },
    });
    const problems = checkErrors(code, result.nodes, result.meta);
    const nodes = result.nodes.filter((node) => node.type !== 'completion');
    run = { ...removeRanges(code, result.meta.removals, nodes), extension, problems };
  } catch (error) {
    const message =
      error instanceof TwoslashError
        ? `${error.title}: ${error.description}`
        : error instanceof Error
          ? error.message
          : String(error);
    const lines = code.split('\n').map((_, i) => i);
    return { code, nodes: [], extension, shownLine: lines, problems: [{ message }] };
  }
  if (!run.problems.length) {
    remember(memo, run);
    keep(settings.cacheDir, memo, run);
  }
  return run;
}

function remember(memo: string, run: TwoslashRun): TwoslashRun {
  if (!runs.has(memo) && runs.size >= MAX_REMEMBERED_RUNS) runs.delete(runs.keys().next().value!);
  runs.set(memo, run);
  return run;
}

/** What a kept run depends on beside its code and settings. */
const versions = [packageVersion('typescript'), packageVersion('twoslash')].join('\0');
/** The installed version of a package (its `package.json` need not be exported). */
function packageVersion(name: string): string {
  let dir = dirname(fileURLToPath(import.meta.resolve(name)));
  for (;;) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      const json = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (json.name === name) return json.version ?? '';
    }
    const parent = dirname(dir);
    if (parent === dir) return '';
    dir = parent;
  }
}
const keptFile = (dir: string, memo: string) =>
  join(dir, `${createHash('sha1').update(versions).update('\0').update(memo).digest('hex')}.json`);

/** A run kept by an earlier process, if any (only runs without problems are kept). */
function readKept(dir: string | undefined, memo: string): TwoslashRun | undefined {
  if (!dir) return undefined;
  try {
    const kept = JSON.parse(readFileSync(keptFile(dir, memo), 'utf8')) as TwoslashRun;
    // JSON writes the lines a cut removed as null.
    return { ...kept, shownLine: kept.shownLine.map((line) => line ?? undefined) };
  } catch {
    return undefined;
  }
}

/** Keeps a run for later processes; written whole or not at all (workers share the folder). */
function keep(dir: string | undefined, memo: string, run: TwoslashRun) {
  if (!dir) return;
  const file = keptFile(dir, memo);
  const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  try {
    mkdirSync(dir, { recursive: true });
    writeFileSync(partial, JSON.stringify(run));
    renameSync(partial, file);
  } catch {
    // A run not kept is checked again next time.
  }
}

/** The problems of a run whose nodes are placed in the sample as given. */
function checkErrors(
  code: string,
  nodes: TwoslashNode[],
  meta: {
    handbookOptions: { errors: number[]; noErrors: boolean | number[] };
    flagNotations: { type: string; name: string; start: number }[];
  },
): SampleProblem[] {
  const at = positionsOf(code);
  const problems: SampleProblem[] = [];
  const expected = new Set(meta.handbookOptions.errors);
  const found = new Set<number>();
  for (const node of nodes) {
    if (node.type === 'completion')
      problems.push({
        line: node.line,
        character: node.character,
        message: 'Completion lists ("// ^|") are not shown on this site: remove the marker',
      });
    if (node.type !== 'error') continue;
    const number = Number(node.code);
    found.add(number);
    if (expected.has(number)) continue;
    problems.push({
      line: node.line,
      character: node.character,
      message: `TS${node.code}: ${node.text} (declare it with "// @errors: ${node.code}" if the sample shows it on purpose)`,
    });
  }
  for (const flag of meta.flagNotations) {
    const { line, character } = at(flag.start);
    if (flag.type === 'unknown')
      problems.push({
        line,
        character,
        message: `Unknown twoslash notation "// @${flag.name}": neither a compiler option nor a twoslash option`,
      });
    else if (flag.name === 'errors' && meta.handbookOptions.noErrors !== true) {
      const missing = [...expected].filter((c) => !found.has(c));
      if (missing.length)
        problems.push({
          line,
          character,
          message: `"// @errors" expects ${missing.map((c) => `TS${c}`).join(', ')}, which TypeScript did not report`,
        });
    }
  }
  return problems;
}

/** 0-based line and character of each index of `code`. */
function positionsOf(code: string) {
  const starts = [0];
  for (let i = code.indexOf('\n'); i !== -1; i = code.indexOf('\n', i + 1)) starts.push(i + 1);
  return (index: number) => {
    let line = starts.length - 1;
    while (line > 0 && starts[line]! > index) line--;
    return { line, character: index - starts[line]! };
  };
}

/**
 * The code without the `removals` ranges, the nodes outside them moved along (those inside or
 * across one dropped), and where each line went.
 */
function removeRanges(
  code: string,
  removals: [number, number][],
  nodes: TwoslashNode[],
): Pick<TwoslashRun, 'code' | 'nodes' | 'shownLine'> {
  const ranges: [number, number][] = [];
  for (const [start, end] of [...removals].sort((a, b) => a[0] - b[0])) {
    const last = ranges.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else ranges.push([start, end]);
  }
  const moved = (index: number): number | undefined => {
    let shift = 0;
    for (const [start, end] of ranges) {
      if (index < start) break;
      if (index < end) return undefined;
      shift += end - start;
    }
    return index - shift;
  };
  let shown = '';
  let from = 0;
  for (const [start, end] of ranges) {
    shown += code.slice(from, start);
    from = end;
  }
  // A removed last line (a `// ^?` query) leaves the newline before it.
  shown = (shown + code.slice(from)).replace(/\n+$/, '');
  const at = positionsOf(shown);
  const kept = nodes.flatMap((node) => {
    const end = node.start + node.length;
    if (ranges.some(([s, e]) => node.start < e && (end > s || node.start >= s))) return [];
    const start = moved(node.start)!;
    return [{ ...node, start, ...at(start) }];
  });
  let offset = 0;
  const shownLine = code.split('\n').map((line) => {
    const start = moved(offset);
    offset += line.length + 1;
    return start === undefined ? undefined : at(start).line;
  });
  return { code: shown, nodes: kept, shownLine };
}
