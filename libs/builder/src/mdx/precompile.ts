import { access, readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { fromSources } from '../runtime.js';
import { mdxCacheKey } from './vite-plugin.js';

/**
 * Fills the compiled-MDX cache using every core, so the Vite builds that follow
 * only read from it. Returns how many files were compiled (0 on a warm cache).
 */
export async function precompileMdx(files: string[], mdxCacheDir: string): Promise<number> {
  const missing: string[] = [];
  await Promise.all(
    files.map(async (file) => {
      const key = mdxCacheKey(await readFile(file, 'utf8'));
      const hit = await access(join(mdxCacheDir, `${key}.js`)).then(
        () => true,
        () => false,
      );
      if (!hit) missing.push(file);
    }),
  );
  if (!missing.length) return 0;
  const workers = Math.max(1, Math.min(availableParallelism(), Math.ceil(missing.length / 20)));
  const shares: string[][] = Array.from({ length: workers }, () => []);
  missing.forEach((file, i) => shares[i % workers]!.push(file));
  const errors: string[] = [];
  await Promise.all(
    shares.map(
      (share) =>
        new Promise<void>((resolve, reject) => {
          // From sources, a shim registers the TypeScript loader first.
          const script = fromSources ? './precompile-worker.mjs' : './precompile-worker.js';
          const worker = new Worker(new URL(script, import.meta.url), {
            workerData: { files: share, mdxCacheDir },
            execArgv: process.execArgv.filter((a) => a.startsWith('--conditions')),
          });
          worker.on('message', (m: { file: string; error: string }) =>
            errors.push(`${m.file}: ${m.error}`),
          );
          worker.on('error', reject);
          worker.on('exit', () => resolve());
        }),
    ),
  );
  if (errors.length) throw new Error(`MDX compilation failed:\n${errors.join('\n')}`);
  return missing.length;
}
