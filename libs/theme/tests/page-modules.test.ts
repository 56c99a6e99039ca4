import { join } from 'node:path';
import { afterEach, expect, it, vi } from 'vitest';
import { BOOT_ELEMENT_ID, PAGE_MODULES_KEY } from '../src/head/vocabulary.js';
import { loadPageModule } from '../src/app/page-modules.js';

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
  boot({ chunk: '/assets/x.js', pages: '/assets/pages-1.json' });
  const fetch = vi
    .fn()
    .mockResolvedValueOnce(new Response('', { status: 404 }))
    .mockResolvedValue(Response.json({ '/docs/one': one, '/docs/two': two }));
  vi.stubGlobal('fetch', fetch);
  await expect(loadPageModule('/docs/one')).rejects.toThrow(
    'Failed to fetch dynamically imported module: /assets/pages-1.json',
  );
  expect((await loadPageModule('/docs/one')).default.name).toBe('One');
  expect((await loadPageModule('/docs/two')).default.name).toBe('Two');
  expect(fetch).toHaveBeenCalledTimes(2);
  expect(fetch).toHaveBeenLastCalledWith('/assets/pages-1.json');
  await expect(loadPageModule('/docs/none')).rejects.toThrow(
    "No page module for /docs/none in the build's page map.",
  );
});
