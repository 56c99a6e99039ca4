import { join } from 'node:path';
import { afterEach, expect, it, vi } from 'vitest';
import { BOOT_ELEMENT_ID, PAGE_MODULES_KEY } from '../src/head/vocabulary.js';
import { loadPageModule } from '../src/app/page-modules.js';
import { isChunkLoadError } from '../src/app/stale-build.js';

// Modules standing for the build's page modules.
const one = join(import.meta.dirname, 'fixtures/page-modules/one.ts');
const two = join(import.meta.dirname, 'fixtures/page-modules/two.ts');

afterEach(() => {
  delete (globalThis as Record<string, unknown>)[PAGE_MODULES_KEY];
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

const boot = (data: object) => {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = BOOT_ELEMENT_ID;
  script.textContent = JSON.stringify(data);
  document.body.append(script);
};

it('loads the module the prerenderer listed', async () => {
  (globalThis as Record<string, unknown>)[PAGE_MODULES_KEY] = { '/docs/one': one };
  expect((await loadPageModule('/docs/one')).default.name).toBe('One');
});

it('in the browser, fetches the page map the page names once, and retries after a failure', async () => {
  boot({ chunk: '/assets/x.js', pages: '/_sk/pages-b1.json', build: 'b1' });
  const fetch = vi
    .fn()
    .mockResolvedValueOnce(new Response('', { status: 404 }))
    .mockResolvedValue(
      Response.json({ build: 'b1', pages: { '/docs/one': one, '/docs/two': two } }),
    );
  vi.stubGlobal('fetch', fetch);
  await expect(loadPageModule('/docs/one')).rejects.toThrow(
    'Failed to fetch dynamically imported module: /_sk/pages-b1.json (HTTP 404)',
  );
  expect((await loadPageModule('/docs/one')).default.name).toBe('One');
  expect((await loadPageModule('/docs/two')).default.name).toBe('Two');
  expect(fetch).toHaveBeenCalledTimes(2);
  expect(fetch).toHaveBeenLastCalledWith('/_sk/pages-b1.json', { cache: 'no-cache' });
  await expect(loadPageModule('/docs/none')).rejects.toThrow(
    "No page module for /docs/none in the build's page map.",
  );
});

it("reads a map of another build than the page's as a stale build, which reloads", async () => {
  boot({ chunk: '/assets/x.js', pages: '/_sk/pages-old.json', build: 'old' });
  vi.stubGlobal(
    'fetch',
    vi.fn().mockResolvedValue(Response.json({ build: 'new', pages: { '/docs/one': one } })),
  );
  // A fresh module: the map the test above fetched is kept for the page's lifetime.
  vi.resetModules();
  const fresh = await import('../src/app/page-modules.js');
  const error = await fresh.loadPageModule('/docs/one').catch((e: unknown) => e);
  expect(String(error)).toContain(
    'Failed to fetch dynamically imported module: /_sk/pages-old.json (the site was rebuilt)',
  );
  expect(isChunkLoadError(error)).toBe(true);
});
