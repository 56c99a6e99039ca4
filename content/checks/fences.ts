import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { packageVersions } from '../package-versions.js';
import { readerPackagePaths } from './reader-packages.js';

/** A `ts`/`tsx` code fence of a content page. */
export interface Fence {
  page: string;
  index: number;
  lang: 'ts' | 'tsx';
  title?: string;
  code: string;
  /** Marked `no-check`: not compiled. */
  skip: boolean;
}

const fencePattern = /^```(tsx?)([^\n]*)\n([\s\S]*?)^```\s*$/gm;

/** Extracts the TypeScript fences of an MDX source. */
export function extractFences(page: string, source: string): Fence[] {
  const fences: Fence[] = [];
  let index = 0;
  for (const match of source.matchAll(fencePattern)) {
    const [, lang, meta = '', code = ''] = match;
    const title = /title=["']([^"']+)["']/.exec(meta)?.[1];
    fences.push({
      page,
      index: index++,
      lang: lang as 'ts' | 'tsx',
      code,
      skip: /\bno-check\b/.test(meta),
      ...(title ? { title } : {}),
    });
  }
  return fences;
}

/**
 * How a reader's project compiles: strict, React JSX, bundler resolution, DOM types, and the
 * packages a reader has that the root cannot (zod 3.22.3 among them) taken from
 * `tools/reader-packages`.
 */
export const readerCompilerOptions: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  jsx: ts.JsxEmit.ReactJSX,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: ['node'],
  allowImportingTsExtensions: true,
  resolveJsonModule: true,
  paths: readerPackagePaths(),
};

/** The toolkit packages a fence imports (`remotion`, `@remotion/*`), without subpaths. */
export function toolkitImports(code: string): string[] {
  const names = [
    ...code.matchAll(/from\s+['"]((?:@remotion\/[\w-]+)|remotion)(?:\/[^'"]*)?['"]/g),
  ].map((m) => m[1]!);
  return [...new Set(names)];
}

export interface FenceReport {
  checked: number;
  skipped: { fence: Fence; reason: string }[];
  errors: string[];
}

/**
 * Type-checks fences against the installed packages, one folder per page so
 * fences titled `src/A.tsx` can import each other as a reader's project would.
 */
export function typeCheckFences(
  fences: Fence[],
  rootDir: string,
  pinned: ReadonlySet<string> = new Set(packageVersions.map((p) => p.name)),
): FenceReport {
  const errors: string[] = [];
  const virtualRoot = join(rootDir, '.cache/fences');
  const files = new Map<string, { fence: Fence }>();
  const texts = new Map<string, string>();
  const skipped: FenceReport['skipped'] = [];
  for (const fence of fences) {
    if (fence.skip) {
      skipped.push({ fence, reason: 'marked no-check' });
      continue;
    }
    const imported = toolkitImports(fence.code);
    const unpinned = imported.filter((m) => !pinned.has(m));
    if (unpinned.length) {
      errors.push(
        `${fence.page} (fence ${fence.index + 1}): imports ${unpinned.join(', ')}, which content/package-versions.ts does not pin`,
      );
      continue;
    }
    const name =
      fence.title && /^[\w./-]+\.tsx?$/.test(fence.title) && !fence.title.startsWith('/')
        ? fence.title
        : `fence-${fence.index}.${fence.lang}`;
    let file = join(virtualRoot, fence.page.replace(/\.mdx?$/, ''), name);
    if (texts.has(file)) file = file.replace(/(\.tsx?)$/, `-${fence.index}$1`);
    const isModule = /^\s*(import|export)\s/m.test(fence.code);
    texts.set(file, isModule ? fence.code : `${fence.code}\nexport {};\n`);
    files.set(file, { fence });
  }
  const options = readerCompilerOptions;
  const host = ts.createCompilerHost(options);
  const read = host.readFile.bind(host);
  const exists = host.fileExists.bind(host);
  host.readFile = (f) => texts.get(f) ?? read(f);
  host.fileExists = (f) => texts.has(f) || exists(f);
  const dirExists = host.directoryExists?.bind(host);
  const virtualDirs = new Set(
    [...texts.keys()].flatMap((f) => {
      const parts: string[] = [];
      for (let d = dirname(f); d.startsWith(virtualRoot); d = dirname(d)) parts.push(d);
      return parts;
    }),
  );
  host.directoryExists = (d) => virtualDirs.has(d) || (dirExists ? dirExists(d) : true);
  host.getSourceFile = (f, language) => {
    const text = texts.get(f) ?? read(f);
    return text === undefined ? undefined : ts.createSourceFile(f, text, language, true);
  };
  // Resolve packages from the repository, wherever the virtual folder is.
  host.getCurrentDirectory = () => rootDir;
  const program = ts.createProgram([...texts.keys()], options, host);
  const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => {
    const message = ts.flattenDiagnosticMessageText(d.messageText, '\n');
    const source = d.file ? files.get(d.file.fileName) : undefined;
    if (!source || !d.file || d.start === undefined) return message;
    const { line } = d.file.getLineAndCharacterOfPosition(d.start);
    return `${source.fence.page} (fence ${source.fence.index + 1}${source.fence.title ? ` "${source.fence.title}"` : ''}, line ${line + 1}): ${message}`;
  });
  return { checked: texts.size, skipped, errors: [...errors, ...diagnostics] };
}

/** Reads every MDX file's fences under `contentDir`. */
export function fencesOf(contentDir: string, files: string[]): Fence[] {
  return files.flatMap((file) =>
    extractFences(relative(contentDir, file), readFileSync(file, 'utf8')),
  );
}
