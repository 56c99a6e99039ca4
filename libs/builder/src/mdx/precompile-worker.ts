import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { createMdxCompiler } from './vite-plugin.js';

/** Compiles its share of MDX files into the cache; errors go back to the pool with the file name. */
const { files, mdxCacheDir } = workerData as { files: string[]; mdxCacheDir: string };
const compile = createMdxCompiler(mdxCacheDir);
for (const file of files) {
  try {
    await compile(await readFile(file, 'utf8'), file);
  } catch (error) {
    parentPort?.postMessage({
      file,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}
