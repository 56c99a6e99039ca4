import { parentPort, workerData } from 'node:worker_threads';
import { compileShare, type CompileShare } from './compile-share.js';

/**
 * Compiles its share of MDX files into the cache; every problem of every file goes back to
 * the pool (`{ file, problems }`), so one run reports them all.
 */
await compileShare(workerData as CompileShare, (file, problems) =>
  parentPort?.postMessage({ file, problems }),
);
