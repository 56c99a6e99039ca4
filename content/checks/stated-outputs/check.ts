/** Runs what a page states against the packages and reports every value that differs. */
import { posix } from 'node:path';
import ts from 'typescript';
import { blocksOf, fenceRun, statedOutputs, type Fence } from './source.js';
import type { CheckEnvironment, CheckResult, StatedOutput } from './types.js';
import { mismatch, parseExpected } from './values.js';

/** Compares what `run` returns (or throws) with a stated value. */
function verdict(output: StatedOutput, run: () => unknown): CheckResult {
  let expected: ReturnType<typeof parseExpected>;
  try {
    expected = parseExpected(output.expected);
  } catch (e) {
    return { output, problem: `the stated value is not a literal: ${(e as Error).message}` };
  }
  let problem: string | undefined;
  try {
    const actual = run();
    problem = expected.throws
      ? `returned ${JSON.stringify(actual)}, no error`
      : mismatch(actual, expected.value);
  } catch (e) {
    const message = (e as Error).message;
    problem = expected.throws
      ? mismatch(message, expected.value, 'the error message')
      : `threw ${message}`;
  }
  return problem ? { output, problem } : { output };
}

const transpile = (code: string, tsx: boolean) =>
  ts.transpileModule(code, {
    fileName: tsx ? 'fence.tsx' : 'fence.ts',
    compilerOptions: {
      module: ts.ModuleKind.CommonJS,
      target: ts.ScriptTarget.ES2022,
      jsx: ts.JsxEmit.ReactJSX,
      esModuleInterop: true,
    },
  }).outputText;

/**
 * Runs fences as CommonJS modules. Bare imports go to `env.load`; relative ones to the fence
 * of the same page with that title (`./get-path-parts` from `src/a.ts` is `src/get-path-parts.ts`),
 * as in a reader's project.
 */
function moduleRunner(fences: Fence[], env: CheckEnvironment) {
  const byTitle = new Map(fences.filter((f) => f.title).map((f) => [f.title!, f]));
  const loaded = new Map<string, unknown>();
  const run = (code: string, fence: Fence | undefined, globals: Record<string, unknown>) => {
    const from = posix.dirname(fence?.title ?? 'src/fence.ts');
    const require = (specifier: string) => {
      if (!specifier.startsWith('.')) return env.load(specifier);
      const base = posix.join(from, specifier);
      const target = ['.ts', '.tsx', '/index.ts'].map((x) => byTitle.get(base + x)).find(Boolean);
      if (!target) throw new Error(`no fence titled ${base}.ts on this page`);
      if (!loaded.has(base)) loaded.set(base, run(target.lines.join('\n'), target, {}));
      return loaded.get(base);
    };
    const module = { exports: {} as Record<string, unknown> };
    const names = Object.keys(globals);
    const js = transpile(code, fence?.lang === 'tsx' || !fence);
    new Function('require', 'module', 'exports', ...names, js)(
      require,
      module,
      module.exports,
      ...names.map((n) => globals[n]),
    );
    return module.exports;
  };
  return run;
}

const normaliseHtml = (html: string) =>
  html.replace(/\s+/g, ' ').replace(/>\s+</g, '><').replace(/\s+>/g, '>').trim();

/** Checks every output a page states against the packages in `env`. */
export function checkStatedOutputs(
  page: string,
  source: string,
  env: CheckEnvironment,
): CheckResult[] {
  const results: CheckResult[] = [];
  const { fences } = blocksOf(source);
  const run = moduleRunner(fences, env);
  for (const fence of fences) {
    const marked = fence.lang === 'ts' || fence.lang === 'tsx' ? fenceRun(page, fence) : undefined;
    if (!marked) continue;
    const seen = new Set<number>();
    const __check = (index: number, thunk: () => unknown) => {
      seen.add(index);
      results.push(verdict(marked.outputs[index]!, thunk));
    };
    try {
      run(marked.code, fence, { __check });
    } catch (e) {
      const problem = `the fence failed to run: ${(e as Error).message}`;
      results.push({ output: marked.outputs[0]!, problem });
    }
    marked.outputs.forEach((output, i) => {
      if (!seen.has(i))
        results.push({ output, problem: 'never evaluated: keep markers top-level' });
    });
  }
  const names = Object.keys(env.scope);
  const inScope = (expression: string): unknown =>
    new Function(...names, `return (${expression});`)(...names.map((n) => env.scope[n]));
  for (const output of statedOutputs(page, source)) {
    if (output.kind === 'table') results.push(verdict(output, () => inScope(output.expression)));
    if (output.kind !== 'render') continue;
    const expected = normaliseHtml(output.expected);
    let problem: string | undefined;
    try {
      const element = run(`module.exports = (${output.expression});`, undefined, env.scope);
      const actual = normaliseHtml(env.render(element));
      if (actual !== expected) problem = `renders ${actual}, not ${expected}`;
    } catch (e) {
      problem = `threw ${(e as Error).message}`;
    }
    results.push(problem ? { output, problem } : { output });
  }
  return results.sort((a, b) => a.output.line - b.output.line);
}
