import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { rootDir } from './paths.js';

/**
 * Packages a reader installs that cannot share the root node_modules (see
 * `tools/reader-packages/package.json`): zod 3.22.3, the version Remotion 4.0.357 is built
 * on, and the toolkit packages whose peers conflict with the site's own dependencies.
 */
export const readerPackagesDir = join(rootDir, 'tools/reader-packages');

interface Manifest {
  version: string;
  types?: string;
  typings?: string;
  exports?: Record<string, unknown>;
  dependencies?: Record<string, string>;
}

function manifest(dir: string): Manifest {
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest;
}

function typesOf(condition: unknown): string | undefined {
  if (typeof condition === 'string') return condition.endsWith('.d.ts') ? condition : undefined;
  if (!condition || typeof condition !== 'object') return undefined;
  const record = condition as Record<string, unknown>;
  if (typeof record['types'] === 'string') return record['types'];
  for (const value of Object.values(record)) {
    const found = typesOf(value);
    if (found) return found;
  }
  return undefined;
}

/** The names of the packages installed apart. */
export function readerPackageNames(dir = readerPackagesDir): string[] {
  return Object.keys(manifest(dir).dependencies ?? {});
}

/** The installed version of a package installed apart (throws when it is not installed). */
export function readerPackageVersion(name: string, dir = readerPackagesDir): string {
  return manifest(join(dir, 'node_modules', name)).version;
}

/**
 * TypeScript `paths` sending every import of those packages, from a fence or from another
 * package's types, to their copies: one entry per subpath their `exports` declares types
 * for, or the package and any file in it when they declare no `exports`.
 */
export function readerPackagePaths(dir = readerPackagesDir): Record<string, string[]> {
  const paths: Record<string, string[]> = {};
  for (const name of readerPackageNames(dir)) {
    const pkgDir = join(dir, 'node_modules', name);
    let pkg: Manifest;
    try {
      pkg = manifest(pkgDir);
    } catch {
      throw new Error(
        `${name} is not installed in ${dir}: run \`npm install\` (its postinstall installs that folder).`,
      );
    }
    if (pkg.exports) {
      for (const [key, condition] of Object.entries(pkg.exports)) {
        const types = typesOf(condition);
        if (!types || key.includes('*')) continue;
        paths[key === '.' ? name : `${name}/${key.replace(/^\.\//, '')}`] = [join(pkgDir, types)];
      }
    } else {
      const types = pkg.types ?? pkg.typings ?? 'index.d.ts';
      paths[name] = [join(pkgDir, types)];
      paths[`${name}/*`] = [join(pkgDir, '*')];
    }
  }
  return paths;
}
