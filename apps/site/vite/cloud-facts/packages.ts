import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { rootDir } from '../paths.js';

/**
 * Loads CommonJS files of an installed package, resolved the way the package itself resolves
 * its dependencies. The facts are read from the small files that hold them (region lists,
 * policies, validators), never from a package's main entry: `@remotion/lambda` and
 * `@remotion/cloudrun` bring different versions of `remotion`, which refuse to load side by
 * side in one process, and their entries pull in the AWS and Google SDKs.
 */
export interface PackageFiles {
  /** The package's folder. */
  dir: string;
  /** `version` of its package.json. */
  version: string;
  /** A file of the package, by its path inside the package (e.g. `dist/regions.js`). */
  file<T>(path: string): T;
  /** An entry of the package's exports map (e.g. `./policies`), as the package exports it. */
  entry<T>(subpath: string): T;
  /** A dependency as this package resolves it. */
  dependency(name: string): PackageFiles;
}

export function packageFiles(name: string, from = join(rootDir, 'package.json')): PackageFiles {
  const dir = dirname(createRequire(from).resolve(`${name}/package.json`));
  const own = createRequire(join(dir, 'package.json'));
  return {
    dir,
    version: (own(join(dir, 'package.json')) as { version: string }).version,
    file: <T>(path: string) => own(join(dir, path)) as T,
    entry: <T>(subpath: string) => own(subpath === '.' ? name : `${name}/${subpath.slice(2)}`) as T,
    dependency: (dep) => packageFiles(dep, join(dir, 'package.json')),
  };
}

/**
 * The last integer `accepts` allows walking from `inside` towards `outside` (which it must
 * reject), found by bisection: how the build reads a bound the package enforces but does not
 * export.
 */
export function acceptedUpTo(
  accepts: (n: number) => boolean,
  inside: number,
  outside: number,
): number {
  if (!accepts(inside)) throw new Error(`${inside} is not accepted`);
  if (accepts(outside)) throw new Error(`${outside} is accepted: no bound before it`);
  let [ok, bad] = [inside, outside];
  while (Math.abs(bad - ok) > 1) {
    const mid = Math.trunc((ok + bad) / 2);
    if (accepts(mid)) ok = mid;
    else bad = mid;
  }
  return ok;
}

/** The contiguous range of integers `accepts` allows around `inside`, within ±`outer`. */
export const acceptedRange = (accepts: (n: number) => boolean, inside: number, outer = 1e9) => ({
  min: acceptedUpTo(accepts, inside, -outer),
  max: acceptedUpTo(accepts, inside, outer),
});

/** Turns a validator that throws into a predicate. */
export const passes =
  (validate: (n: number) => unknown) =>
  (n: number): boolean => {
    try {
      validate(n);
      return true;
    } catch {
      return false;
    }
  };
