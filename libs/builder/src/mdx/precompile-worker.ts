import { parentPort, workerData } from 'node:worker_threads';
import { compileShare, type CompileShare } from './compile-share.js';

/** Asks the pool for its next file; none when the pool is empty. */
const next = () =>
  new Promise<string | undefined>((resolve) => {
    parentPort?.once('message', (m: { file?: string }) => resolve(m.file));
    parentPort?.postMessage({ next: true });
  });

/**
 * Compiles its share of MDX files into the cache, then files from the pool until it is empty;
 * every problem of every file goes back to the pool (`{ file, problems }`), so one run reports
 * them all.
 */
await compileShare(
  workerData as CompileShare,
  (file, problems) => parentPort?.postMessage({ file, problems }),
  parentPort ? next : undefined,
);
