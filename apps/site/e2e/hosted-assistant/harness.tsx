/**
 * The site's real App on a page of its own, with the site configuration the test validated
 * (a hosted assistant on the port it picked) read from the page, as the build bakes it into
 * the real entry: what a hosted build runs, without building the whole site. Its pages are
 * stand-ins that show their path.
 */
import { createRoot } from 'react-dom/client';
import type { SiteConfig } from '@sitekit/content-model';
import { browserEnvironment, createBrowserHistory, createRouter } from '@sitekit/router-core';
import { App } from '../../src/app/App';
import type { RouteModule } from '@sitekit/theme';
import { SITE_CONFIG_ID } from './fake-vendor';
import '@sitekit/theme/styles.css';

const config = JSON.parse(document.getElementById(SITE_CONFIG_ID)!.textContent!) as SiteConfig;
const page = (path: string): RouteModule => ({
  default: () => <p className="harness-page">{path}</p>,
  route: { path, head: { title: path }, data: { kind: 'page' } },
});
const router = createRouter<RouteModule>({
  history: createBrowserHistory(window),
  load: async (path) => page(path),
  initialModule: page(location.pathname),
  env: browserEnvironment(window),
});
const siteData = {
  config,
  sidebarLinks: { mainSidebar: '/docs', apiSidebar: '/docs/api' },
  sidebarsUrl: '/_sk/sidebars/',
};
createRoot(document.getElementById('__sk_root')!).render(
  <App router={router} siteData={siteData} />,
);
