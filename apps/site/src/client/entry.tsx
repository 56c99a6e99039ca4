import { useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  browserEnvironment,
  createBrowserHistory,
  createRouter,
  normalizePathname,
} from '@sitekit/router-core';
import {
  createGtag,
  installPageViews,
  installProgressBar,
  installRouteAnnouncer,
} from '@sitekit/router-core/plugins';
import { MAIN_CONTENT_ID, PageLoader } from '@sitekit/theme';
import { siteData } from '../../.generated/site-data';
import { App } from '../app/App';
import { checkRouteModule, loadRoute, primeRoute } from '../app/load-route';
import type { RouteModule } from '../app/route-module';
import { installStaleBuildRecovery, markFullReload } from './stale-build';
import '@sitekit/theme/styles.css';
import '../styles/site.css';

/** What the prerenderer leaves for the client: the chunk of the page it rendered. */
interface BootData {
  chunk: string;
}

function createAppRouter(initial: RouteModule) {
  const router = createRouter<RouteModule>({
    history: createBrowserHistory(window),
    load: loadRoute,
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
function Started({ initial }: { initial: RouteModule }) {
  const [router] = useState(() => createAppRouter(initial));
  return <App router={router} siteData={siteData} />;
}

async function importBootChunk(path: string, boot: BootData): Promise<RouteModule | null> {
  try {
    const module = checkRouteModule(
      path,
      (await import(/* @vite-ignore */ boot.chunk)) as RouteModule,
    );
    primeRoute(path, module);
    return module;
  } catch (error) {
    console.warn(`Could not load the code of ${path}; loading it again.`, error);
    return null;
  }
}

async function start() {
  installStaleBuildRecovery(window);
  const path = normalizePathname(location.pathname);
  if (path !== location.pathname)
    history.replaceState(history.state, '', path + location.search + location.hash);
  const container = document.getElementById('__sk_root')!;
  const bootElement = document.getElementById('__sk_boot');
  const boot = bootElement ? (JSON.parse(bootElement.textContent ?? '{}') as BootData) : null;
  const initial = boot ? await importBootChunk(path, boot) : null;
  if (initial) {
    hydrateRoot(container, <Started initial={initial} />);
    return;
  }
  // Development, or the prerendered page's chunk is gone: load it with visible states (spinner, error + Retry).
  const load = () => loadRoute(path);
  createRoot(container).render(
    <PageLoader load={load}>{(module) => <Started initial={module} />}</PageLoader>,
  );
}

void start();
