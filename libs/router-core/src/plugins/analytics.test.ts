// @vitest-environment jsdom
import { expect, it } from 'vitest';
import { createMemoryHistory, createRouter } from '../index.js';
import { createGtag, installPageViews } from './analytics.js';

it('sends one page_view with path and title after each route change, and loads no script without an id', async () => {
  const router = createRouter<string>({
    history: createMemoryHistory('/a'),
    initialModule: 'a',
    load: async (p) => p,
  });
  const send = createGtag(window, {});
  installPageViews(router as never, send, () => `Title of ${router.getState().location.pathname}`);
  await router.navigate('/b');
  router.notifyRendered();
  await router.navigate('/b?x=1');
  router.notifyRendered();
  const events = (window as unknown as { dataLayer: IArguments[] }).dataLayer.map((a) => [...a]);
  expect(events).toEqual([
    [
      'event',
      'page_view',
      { page_title: 'Title of /b', page_location: 'http://localhost:3000/b', page_path: '/b' },
    ],
  ]);
  expect(document.querySelector('script[src*="googletagmanager"]')).toBeNull();
});

it('loads gtag with anonymize_ip false when a tracking id is configured', () => {
  createGtag(window, { trackingId: 'G-TEST' });
  expect(document.querySelector('script[src*="googletagmanager"]')?.getAttribute('src')).toContain(
    'G-TEST',
  );
  const config = (window as unknown as { dataLayer: IArguments[] }).dataLayer
    .map((a) => [...a])
    .find((a) => a[0] === 'config');
  expect(config).toEqual(['config', 'G-TEST', { anonymize_ip: false, send_page_view: false }]);
});
