import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { RouteInfo } from '@sitekit/content-model';
import { createMemoryHistory, createRouter, type Router } from '@sitekit/router-core';
import type { SiteData } from '../logic/site-data.js';
import type { RouteModule } from '../route-module.js';
import type { RouteLoader } from './route-loader.js';
import { documentTitle } from './SiteApp.js';

export interface ServerOptions {
  siteData: SiteData;
  routes: RouteLoader;
  render: (router: Router<RouteModule>) => ReactNode;
  /** Loaded before each page renders (`renderToString` does not wait for Suspense). */
  prepare?: () => Promise<unknown>;
}

/**
 * The prerenderer's `render(path)`: loads the route as the client does, then renders it to
 * HTML with its route data and document title.
 */
export function createServerRender(options: ServerOptions) {
  return async (path: string): Promise<{ html: string; route: RouteInfo; title: string }> => {
    const [module] = await Promise.all([options.routes.load(path), options.prepare?.()]);
    const router = createRouter({
      history: createMemoryHistory(path),
      load: (p: string) => options.routes.load(p),
      initialModule: module,
    });
    return {
      html: renderToString(options.render(router)),
      route: module.route,
      title: documentTitle(module.route.head.title, options.siteData.config.title),
    };
  };
}
