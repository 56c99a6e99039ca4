/**
 * Twoslash output is cached with the page: the compiled-MDX cache is keyed by the page's
 * content, so a warm build reads the page and never reaches TypeScript.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createMdxCompiler } from '../src/mdx/vite-plugin.js';
import type * as twoslashPackage from 'twoslash';
import * as twoslash from '../src/mdx/twoslash.js';

vi.mock('../src/mdx/twoslash.js', async (original) => {
  const actual = await original<typeof twoslash>();
  return { ...actual, runTwoslash: vi.fn(actual.runTwoslash) };
});
/** Samples TypeScript checked (calls of the twoslash instances). */
let typeChecks = 0;
vi.mock('twoslash', async (original) => {
  const actual = await original<typeof twoslashPackage>();
  return {
    ...actual,
    createTwoslasher: (...args: Parameters<typeof actual.createTwoslasher>) => {
      const instance = actual.createTwoslasher(...args);
      return Object.assign((...call: Parameters<typeof instance>) => {
        typeChecks++;
        return instance(...call);
      }, instance);
    },
  };
});

const page = join(import.meta.dirname, 'fixtures/twoslash/samples.mdx');
let cacheDir = '';
beforeEach(async () => {
  cacheDir = await mkdtemp(join(tmpdir(), 'sk-twoslash-cache-'));
});
afterEach(() => rm(cacheDir, { recursive: true, force: true }));

it('a second compile of an unchanged page does not run twoslash again', async () => {
  const source = await readFile(page, 'utf8');
  const first = await createMdxCompiler(cacheDir)(source, page);
  const fences = source.match(/^```\w+ twoslash/gm)!.length;
  expect(vi.mocked(twoslash.runTwoslash)).toHaveBeenCalledTimes(fences);
  expect(typeChecks).toBe(fences);
  // A new compiler (the next build, or the other Vite build) over the same cache.
  const second = await createMdxCompiler(cacheDir)(source, page);
  expect(second).toBe(first);
  expect(vi.mocked(twoslash.runTwoslash)).toHaveBeenCalledTimes(fences);
  // An edited page compiles again; its unchanged samples are remembered by the process (dev).
  await createMdxCompiler(cacheDir)(`${source}\nOne more line.\n`, page);
  expect(vi.mocked(twoslash.runTwoslash)).toHaveBeenCalledTimes(fences * 2);
  expect(typeChecks).toBe(fences);
}, 60_000);
