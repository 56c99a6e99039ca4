/** Checked samples are kept on disk, so the next process (a build, a dev server) reads them. */
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type * as twoslashPackage from 'twoslash';

/** Twoslash instances made (each loads TypeScript's program for the samples). */
let instancesMade = 0;
vi.mock('twoslash', async (original) => {
  const actual = await original<typeof twoslashPackage>();
  return {
    ...actual,
    createTwoslasher: (...args: Parameters<typeof actual.createTwoslasher>) => {
      instancesMade++;
      return actual.createTwoslasher(...args);
    },
  };
});

let cacheDir = '';
beforeEach(async () => {
  cacheDir = await mkdtemp(join(tmpdir(), 'sk-twoslash-kept-'));
});
afterEach(() => rm(cacheDir, { recursive: true, force: true }));

it('keeps checked samples on disk for the next process, which reads them instead of checking again', async () => {
  const sample = [
    "const greeting: string = 'hi';",
    '// ---cut---',
    'const shout = greeting.toUpperCase();',
  ].join('\n');
  const dir = join(cacheDir, 'twoslash');
  const fresh = async () => {
    vi.resetModules();
    return (await import('../src/mdx/twoslash.js')).runTwoslash;
  };
  const first = await (await fresh())(sample, 'ts', import.meta.dirname, { cacheDir: dir });
  expect(first.problems).toEqual([]);
  const kept = await readdir(dir);
  expect(kept).toHaveLength(1);
  // Another process (fresh module state) with the same folder reads the kept run: marked here
  // so that a run checked again would not carry the mark.
  const file = join(dir, kept[0]!);
  await writeFile(file, (await readFile(file, 'utf8')).replace('toUpperCase', 'toUpperKept'));
  const made = instancesMade;
  const again = await (await fresh())(sample, 'ts', import.meta.dirname, { cacheDir: dir });
  expect(again.code).toContain('toUpperKept');
  // …without making a twoslash instance: TypeScript is not even loaded for it.
  expect(instancesMade).toBe(made);
  expect(again.shownLine).toEqual(first.shownLine);
  expect(again.shownLine[0]).toBeUndefined();
  // Without the folder, it is checked.
  expect((await (await fresh())(sample, 'ts', import.meta.dirname, {})).code).toContain(
    'toUpperCase',
  );
}, 60_000);
