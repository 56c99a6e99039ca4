/** Content hashes the incremental build keys its caches with. */
import { createHash } from 'node:crypto';
import { readdir, readFile, rm } from 'node:fs/promises';
import { join, relative } from 'node:path';

/** The sha256 (hex) of the given parts, in order. */
export function hashOf(...parts: (string | Uint8Array)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
}

/**
 * One hash of every file under `dir` (paths and contents), skipping the top-level entries
 * named in `skip`; the empty string's hash when `dir` does not exist.
 */
export async function hashTree(dir: string, skip: readonly string[] = []): Promise<string> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const files = entries
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)).split('\\').join('/'))
    .filter((f) => !skip.includes(f.split('/')[0]!))
    .sort();
  const hash = createHash('sha256');
  for (const file of files)
    hash
      .update(file)
      .update('\0')
      .update(await readFile(join(dir, file)))
      .update('\0');
  return hash.digest('hex');
}

/** Removes the files of `dir` not named in `names` (what a cache no longer needs). */
export async function keepOnly(dir: string, names: ReadonlySet<string>): Promise<void> {
  const found = await readdir(dir).catch(() => [] as string[]);
  await Promise.all(
    found.filter((n) => !names.has(n)).map((n) => rm(join(dir, n), { force: true })),
  );
}
