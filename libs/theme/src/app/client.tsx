import { useState, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  browserEnvironment,
  createBrowserHistory,
  createRouter,
  normalizePathname,
  type Router,
} from '@sitekit/router-core';
import {
  createGtag,
  installPageViews,
  installProgressBar,
  installRouteAnnouncer,
} from '@sitekit/router-core/plugins';
import { BOOT_ELEMENT_ID, ROOT_ELEMENT_ID, type BootData } from '../head/vocabulary.js';
import type { SiteData } from '../logic/site-data.js';
import type { RouteModule } from '../route-module.js';
import { MAIN_CONTENT_ID } from '../shell/Layout/index.js';
import { PageLoader } from '../shell/PageLoader/index.js';
import { checkRouteModule, type RouteLoader } from './route-loader.js';
import { installStaleBuildRecovery, markFullReload } from './stale-build.js';

export interface ClientOptions {
  siteData: SiteData;
  routes: RouteLoader;
  /** The app around the router, usually a `<SiteApp>` with the site's slots and components. */
  render: (router: Router<RouteModule>) => ReactNode;
}

function createAppRouter(initial: RouteModule, { siteData, routes }: ClientOptions) {
  const router = createRouter<RouteModule>({
    history: createBrowserHistory(window),
    load: (path) => routes.load(path),
    initialModule: initial,
    env: {
      ...browserEnvironment(window),
      fullReload: (href) => {
        markFullReload(window);
        window.location.assign(href);
      },
    },
  });
  installProgressBar(router, { document });
  installRouteAnnouncer(router, { document, mainId: MAIN_CONTENT_ID });
  installPageViews(
    router,
    createGtag(window, siteData.config.analytics.gtag ?? {}),
    () => document.title,
  );
  return router;
}

/** The app once its first module is there (router created exactly once). */
function Started({ initial, options }: { initial: RouteModule; options: ClientOptions }) {
  const [router] = useState(() => createAppRouter(initial, options));
  return options.render(router);
}

async function importBootChunk(
  path: string,
  boot: BootData,
  routes: RouteLoader,
): Promise<RouteModule | null> {
  try {
    const module = checkRouteModule(
      path,
      (await import(/* @vite-ignore */ boot.chunk)) as RouteModule,
    );
    routes.prime(path, module);
    return module;
  } catch (error) {
    console.warn(`Could not load the code of ${path}; loading it again.`, error);
    return null;
  }
}

/**
 * Starts a prerendered site in the browser: hydrates the page with the chunk the prerenderer
 * named, with the router, progress bar, route announcer and page views; without a prerendered
 * page (development, or its chunk is gone) the page loads with visible states.
 */
export async function startClient(options: ClientOptions): Promise<void> {
  installStaleBuildRecovery(window);
  const path = normalizePathname(location.pathname);
  if (path !== location.pathname)
    history.replaceState(history.state, '', path + location.search + location.hash);
  const container = document.getElementById(ROOT_ELEMENT_ID)!;
  const bootElement = document.getElementById(BOOT_ELEMENT_ID);
  const boot = bootElement ? (JSON.parse(bootElement.textContent ?? '{}') as BootData) : null;
  const initial = boot ? await importBootChunk(path, boot, options.routes) : null;
  if (initial) {
    hydrateRoot(container, <Started initial={initial} options={options} />);
    return;
  }
  createRoot(container).render(
    <PageLoader load={() => options.routes.load(path)}>
      {(module) => <Started initial={module} options={options} />}
    </PageLoader>,
  );
}
