import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { expect, it } from 'vitest';

const demosDir = resolve(import.meta.dirname, '..');
/** Static imports and re-exports, except `import type` (dynamic `import()` is not matched). */
const importPattern = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

function resolveFile(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  const candidates = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext);
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null;
}

/** Every package a module pulls in eagerly, following relative imports. */
function eagerPackages(entry: string): Map<string, string> {
  const found = new Map<string, string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || file.endsWith('.css')) return;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(importPattern)) {
      if (!specifier) continue;
      if (specifier.startsWith('.')) {
        const next = resolveFile(file, specifier);
        if (next) visit(next);
      } else {
        found.set(specifier, file.replace(`${demosDir}/`, ''));
      }
    }
  };
  visit(entry);
  return found;
}

it('keeps the toolkit out of the page bundle: only the lazy stages import it', () => {
  const packages = eagerPackages(join(demosDir, 'index.ts'));
  const toolkit = [...packages].filter(([name]) => /^(remotion|@remotion\/)/.test(name));
  expect(toolkit).toEqual([]);
  // The walk did reach the demos (guards against a pattern that matches nothing).
  expect(packages.has('react')).toBe(true);
});
