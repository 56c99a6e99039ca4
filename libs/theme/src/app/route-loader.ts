import { runtimeMessages as messages } from '@sitekit/content-model/messages';
import type { RouteModule } from '../route-module.js';

/** The generated route manifest: every path and the loader of its module. */
export interface RouteManifest {
  routes: Record<string, () => Promise<RouteModule>>;
}

/** Path of the module rendered when no route matches. */
export const NOT_FOUND_PATH = '/404';

/** Loads route modules through the lazily imported manifest, once per path. */
export interface RouteLoader {
  /** The module of a path (the not-found page's when no route matches). */
  load(path: string): Promise<RouteModule>;
  /** Seeds the cache with a module that is already loaded (the page the browser landed on). */
  prime(path: string, module: RouteModule): void;
}

/** Checks a loaded page module has something to render. */
export function checkRouteModule(path: string, module: RouteModule): RouteModule {
  if (typeof module.default !== 'function') throw new Error(messages.noDefaultExport(path));
  return module;
}

/**
 * A route loader over the generated manifest, itself imported on first use so the first
 * page's JavaScript does not grow with the number of pages. A failed load is forgotten, so
 * the next attempt retries. On the server (no `document`) a path's module is not kept: a
 * process that prerenders again (a build server) must render a page's new module.
 */
export function createRouteLoader(importManifest: () => Promise<RouteManifest>): RouteLoader {
  let manifest: Promise<RouteManifest> | undefined;
  const cache = new Map<string, Promise<RouteModule>>();
  return {
    load(path) {
      let promise = cache.get(path);
      if (!promise) {
        promise = (manifest ??= importManifest()).then(async ({ routes }) => {
          const loader = routes[path] ?? routes[NOT_FOUND_PATH];
          if (!loader) throw new Error(`No route for ${path} and no not-found route.`);
          return checkRouteModule(path, await loader());
        });
        if (typeof document === 'undefined') return promise;
        cache.set(path, promise);
        promise.catch(() => {
          cache.delete(path);
          manifest = undefined;
        });
      }
      return promise;
    },
    prime(path, module) {
      cache.set(path, Promise.resolve(module));
    },
  };
}
