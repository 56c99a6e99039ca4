import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { expect, it } from 'vitest';

const src = resolve(import.meta.dirname, '../..');
/** Static imports and re-exports, except `import type`; dynamic `import()` is not matched. */
const importPattern = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

/** Every package `entry` pulls in eagerly, following relative imports. */
function eagerPackages(entry: string): Set<string> {
  const found = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(importPattern)) {
      if (!specifier.startsWith('.')) {
        found.add(specifier);
        continue;
      }
      const base = resolve(dirname(file), specifier);
      const next = ['.ts', '.tsx', '/index.ts', '/index.tsx', '']
        .map((ext) => base + ext)
        .find((c) => existsSync(c) && statSync(c).isFile() && !c.endsWith('.css'));
      if (next) visit(next);
    }
  };
  visit(resolve(src, entry));
  return found;
}

it.each([
  'components/VideoPreview/index.tsx',
  'pages/templates/TemplateCard.tsx',
  'pages/templates/TemplatePage.tsx',
  'pages/home/TemplateRow/index.tsx',
])('%s keeps remotion and the Player out of the page bundle', (entry) => {
  const packages = [...eagerPackages(entry)];
  expect(packages.filter((name) => /^(remotion|@remotion\/)/.test(name))).toEqual([]);
  expect(packages).toContain('react');
});
