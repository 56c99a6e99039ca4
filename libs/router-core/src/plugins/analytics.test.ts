// @vitest-environment jsdom
import { beforeEach, expect, it } from 'vitest';
import { createMemoryHistory, createRouter } from '../index.js';
import { createGtag, installPageViews } from './analytics.js';

type TestWindow = Window & { dataLayer?: IArguments[]; gtag?: unknown };

beforeEach(() => {
  const w = window as TestWindow;
  delete w.dataLayer;
  delete w.gtag;
  document.head.innerHTML = '';
});

const pageViews = () =>
  ((window as TestWindow).dataLayer ?? [])
    .map((a) => [...a])
    .filter((a) => a[0] === 'event' && a[1] === 'page_view')
    .map((a) => a[2] as { page_path: string; page_title: string; page_location: string });

async function visit(trackingId?: string) {
  const router = createRouter<string>({
    history: createMemoryHistory('/a'),
    initialModule: 'a',
    load: async (p) => p,
  });
  const send = createGtag(window, trackingId ? { trackingId } : {});
  installPageViews(router as never, send, () => `Title of ${router.getState().location.pathname}`);
  await router.navigate('/b');
  router.notifyRendered();
  await router.navigate('/b?x=1');
  router.notifyRendered();
  await router.navigate('/b?x=1#part');
  router.notifyRendered();
  await router.navigate('/c#top');
  router.notifyRendered();
}

it('counts the landing page once, then one page_view per route change and none for hash or query changes', async () => {
  await visit();
  expect(pageViews()).toEqual([
    { page_title: 'Title of /a', page_location: 'http://localhost:3000/a', page_path: '/a' },
    { page_title: 'Title of /b', page_location: 'http://localhost:3000/b', page_path: '/b' },
    {
      page_title: 'Title of /c',
      page_location: 'http://localhost:3000/c#top',
      page_path: '/c#top',
    },
  ]);
  expect(document.querySelector('script[src*="googletagmanager"]')).toBeNull();
});

it('with a tracking id, loads gtag without its automatic page view and sends the same views', async () => {
  await visit('G-TEST');
  expect(document.querySelector('script[src*="googletagmanager"]')?.getAttribute('src')).toContain(
    'G-TEST',
  );
  const calls = ((window as TestWindow).dataLayer ?? []).map((a) => [...a]);
  expect(calls.find((a) => a[0] === 'config')).toEqual([
    'config',
    'G-TEST',
    { anonymize_ip: false, send_page_view: false },
  ]);
  // The config call comes before the first page view, so gtag attributes it to the property.
  expect(calls.findIndex((a) => a[0] === 'config')).toBeLessThan(
    calls.findIndex((a) => a[1] === 'page_view'),
  );
  expect(pageViews().map((v) => v.page_path)).toEqual(['/a', '/b', '/c#top']);
});
