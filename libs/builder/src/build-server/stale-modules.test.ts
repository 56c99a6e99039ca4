import { mkdtempSync, writeFileSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { importFresh, StaleModulesError } from './stale-modules.js';

it('imports a module again only while it is unchanged', async () => {
  const file = join(mkdtempSync(join(tmpdir(), 'stale-')), 'entry.mjs');
  writeFileSync(file, 'export const v = 1;\n');
  expect((await importFresh<{ v: number }>(file)).v).toBe(1);
  expect((await importFresh<{ v: number }>(file)).v).toBe(1);
  writeFileSync(file, 'export const v = 22;\n');
  utimesSync(file, new Date(), new Date(Date.now() + 5000));
  await expect(importFresh(file)).rejects.toThrow(StaleModulesError);
});
