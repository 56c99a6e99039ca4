// @vitest-environment jsdom
import { expect, it } from 'vitest';
import { createMemoryHistory, createRouter } from '../index.js';
import { installRouteAnnouncer } from './announcer.js';

it('announces the new title and focuses the main content after a path change only', async () => {
  document.body.innerHTML = '<a id="link" href="/b">b</a><main id="main" tabindex="-1"></main>';
  const router = createRouter<string>({
    history: createMemoryHistory('/a'),
    initialModule: 'a',
    load: async (p) => p,
  });
  installRouteAnnouncer(router as never, { document, mainId: 'main' });
  document.getElementById('link')!.focus();
  document.title = 'Page B';
  await router.navigate('/b');
  router.notifyRendered();
  expect(document.getElementById('sk-route-announcer')!.textContent).toBe('Page B');
  expect(document.activeElement?.id).toBe('main');

  document.getElementById('link')!.focus();
  await router.navigate('/b?tab=2');
  router.notifyRendered();
  expect(document.activeElement?.id).toBe('link');
});
