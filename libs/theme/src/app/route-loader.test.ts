import { expect, it, vi } from 'vitest';
import type { RouteModule } from '../route-module.js';
import { checkRouteModule, createRouteLoader } from './route-loader.js';

const page = (title: string) =>
  ({
    default: () => null,
    route: { path: '/', head: { title }, data: { kind: 'page' } },
  }) as never as RouteModule;

it('rejects a page module without a default export with the spec message', () => {
  expect(() => checkRouteModule('/docs/x', {} as RouteModule)).toThrow(
    "The page component at /docs/x doesn't have a default export. This makes it impossible to render anything. Consider default-exporting a React component.",
  );
});

it('loads a route once, falls back to the not-found page, and retries after a failure', async () => {
  let fail = true;
  const importManifest = vi.fn(async () => ({
    routes: {
      '/a': async () => page('A'),
      '/404': async () => page('Not found'),
      '/flaky': async () => {
        if (fail) throw new Error('offline');
        return page('Flaky');
      },
    },
  }));
  const routes = createRouteLoader(importManifest);
  expect(await routes.load('/a')).toBe(await routes.load('/a'));
  expect((await routes.load('/nowhere')).route.head.title).toBe('Not found');
  await expect(routes.load('/flaky')).rejects.toThrow('offline');
  fail = false;
  expect((await routes.load('/flaky')).route.head.title).toBe('Flaky');
  // The manifest is imported lazily, once, and again after a failed load.
  expect(importManifest).toHaveBeenCalledTimes(2);
});

it('serves a primed module without loading the manifest', async () => {
  const importManifest = vi.fn(async () => ({ routes: {} }));
  const routes = createRouteLoader(importManifest);
  const landed = page('Landed');
  routes.prime('/here', landed);
  expect(await routes.load('/here')).toBe(landed);
  expect(importManifest).not.toHaveBeenCalled();
});

it('keeps no module on the server, where a build server prerenders again', async () => {
  vi.stubGlobal('document', undefined);
  try {
    let title = 'Before';
    const routes = createRouteLoader(async () => ({ routes: { '/a': async () => page(title) } }));
    expect((await routes.load('/a')).route.head.title).toBe('Before');
    title = 'After';
    expect((await routes.load('/a')).route.head.title).toBe('After');
  } finally {
    vi.unstubAllGlobals();
  }
});
