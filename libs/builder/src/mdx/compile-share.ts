import { readFile } from 'node:fs/promises';
import { unknownComponents } from './components.js';
import { problemsOf, type MdxProblem } from './problems.js';
import type { MdxPipelineOptions } from './options.js';
import { createMdxCompiler } from './vite-plugin.js';

/** What one compile pass (a worker's share, or the few pages compiled in the build process) gets. */
export interface CompileShare {
  files: string[];
  mdxCacheDir: string;
  /** Every component name pages may use; absent: not checked. */
  components?: string[] | undefined;
  pipeline?: MdxPipelineOptions | undefined;
}

/**
 * Compiles each file into the cache, one after the other; each file's problems go to
 * `report` (the file's compile fails, the others go on), so one run reports them all.
 */
export async function compileShare(
  { files, mdxCacheDir, components, pipeline }: CompileShare,
  report: (file: string, problems: MdxProblem[]) => void,
): Promise<void> {
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
    if (problems.length) report(file, problems);
  }
}
