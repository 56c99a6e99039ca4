import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  browserEnvironment,
  createBrowserHistory,
  createRouter,
  normalizePathname,
} from '@sitekit/router-core';
import { createGtag, installPageViews, installProgressBar } from '@sitekit/router-core/plugins';
import { siteData } from '../../.generated/site-data';
import { App } from '../app/App';
import { checkRouteModule, loadRoute, primeRoute } from '../app/load-route';
import type { RouteModule } from '../app/route-module';
import '@sitekit/theme/styles.css';
import '../styles/site.css';

/** What the prerenderer leaves for the client: the chunk of the page it rendered. */
interface BootData {
  chunk: string;
}

async function start() {
  const canonical = normalizePathname(location.pathname);
  if (canonical !== location.pathname)
    history.replaceState(history.state, '', canonical + location.search + location.hash);
  const bootElement = document.getElementById('__sk_boot');
  const boot = bootElement ? (JSON.parse(bootElement.textContent ?? '{}') as BootData) : null;
  let initial: RouteModule;
  if (boot) {
    initial = checkRouteModule(
      canonical,
      (await import(/* @vite-ignore */ boot.chunk)) as RouteModule,
    );
    primeRoute(canonical, initial);
  } else {
    initial = await loadRoute(canonical);
  }
  const router = createRouter<RouteModule>({
    history: createBrowserHistory(window),
    load: loadRoute,
    initialModule: initial,
    env: browserEnvironment(window),
  });
  installProgressBar(router, { document });
  const gtag = createGtag(window, siteData.config.analytics.gtag ?? {});
  installPageViews(router, gtag, () => document.title);
  const container = document.getElementById('__sk_root')!;
  const app = <App router={router} siteData={siteData} />;
  if (boot) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
