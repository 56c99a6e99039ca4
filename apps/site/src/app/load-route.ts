import { runtimeMessages as messages } from '@sitekit/content-model/messages';
import type { RouteModule } from './route-module';

type Manifest = { routes: Record<string, () => Promise<RouteModule>> };
let manifest: Promise<Manifest> | undefined;
const cache = new Map<string, Promise<RouteModule>>();

/** Path of the module rendered when no route matches. */
export const NOT_FOUND_PATH = '/404';

/** Checks a loaded page module has something to render. */
export function checkRouteModule(path: string, mod: RouteModule): RouteModule {
  if (typeof mod.default !== 'function') throw new Error(messages.noDefaultExport(path));
  return mod;
}

/** Seeds the cache with a module that is already loaded (the page the browser landed on). */
export function primeRoute(path: string, mod: RouteModule) {
  cache.set(path, Promise.resolve(mod));
}

/**
 * Loads a route's module: the manifest (path → loader) is itself lazy, so the
 * first page's JavaScript does not grow with the number of pages.
 */
export function loadRoute(path: string): Promise<RouteModule> {
  let promise = cache.get(path);
  if (!promise) {
    promise = (manifest ??= import('../../.generated/manifest')).then(async ({ routes }) => {
      const loader = routes[path] ?? routes[NOT_FOUND_PATH];
      if (!loader) throw new Error(`No route for ${path} and no not-found route.`);
      return checkRouteModule(path, await loader());
    });
    cache.set(path, promise);
    promise.catch(() => {
      cache.delete(path);
      manifest = undefined;
    });
  }
  return promise;
}
