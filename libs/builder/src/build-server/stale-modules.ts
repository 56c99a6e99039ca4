/**
 * A process that builds more than once (a build server) keeps every module it imported: when a
 * build rewrites one (the server build's entry), importing it again would give the old code.
 */
import { statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** This process imported an older version of a module the build needs: build in a new one. */
export class StaleModulesError extends Error {
  override name = 'StaleModulesError';
}

const stampOf = (file: string) => {
  try {
    const s = statSync(file);
    return `${s.mtimeMs}:${s.size}`;
  } catch {
    return 'missing';
  }
};

const imported = new Map<string, string>();

/**
 * Imports `file`, or throws {@link StaleModulesError} when this process imported it before and
 * it was written since.
 */
export async function importFresh<T>(file: string): Promise<T> {
  const stamp = stampOf(file);
  const before = imported.get(file);
  if (before !== undefined && before !== stamp)
    throw new StaleModulesError(`${file} was rebuilt since this process imported it`);
  imported.set(file, stamp);
  return (await import(pathToFileURL(file).href)) as T;
}

export { stampOf };
