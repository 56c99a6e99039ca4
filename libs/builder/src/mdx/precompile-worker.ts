import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { unknownComponents } from './components.js';
import { problemsOf, type MdxProblem } from './problems.js';
import type { MdxPipelineOptions } from './options.js';
import { createMdxCompiler } from './vite-plugin.js';

/**
 * Compiles its share of MDX files into the cache; every problem of every file goes back to
 * the pool (`{ file, problems }`), so one run reports them all.
 */
const { files, mdxCacheDir, components, pipeline } = workerData as {
  files: string[];
  mdxCacheDir: string;
  /** Every component name pages may use; absent: not checked. */
  components?: string[];
  pipeline?: MdxPipelineOptions;
};
const compile = createMdxCompiler(mdxCacheDir, pipeline);
const provided = components && new Set(components);
for (const file of files) {
  let problems: MdxProblem[];
  const source = await readFile(file, 'utf8');
  try {
    const code = await compile(source, file);
    problems = provided ? unknownComponents(code, source, file, provided) : [];
  } catch (error) {
    problems = problemsOf(error, file);
  }
  if (problems.length) parentPort?.postMessage({ file, problems });
}
