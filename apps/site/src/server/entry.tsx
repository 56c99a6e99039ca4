import { renderToString } from 'react-dom/server';
import { createMemoryHistory, createRouter } from '@sitekit/router-core';
import { siteData } from '../../.generated/site-data';
import { App, documentTitle } from '../app/App';
import { loadRoute } from '../app/load-route';
import { loadCloudFacts } from '../docs-facts/load';

/** Renders one path to HTML through the same loading path as the client: await the route, then render. */
export async function render(path: string) {
  // renderToString does not wait for Suspense: load the facts first so pages show them.
  const [module] = await Promise.all([loadRoute(path), loadCloudFacts()]);
  const router = createRouter({
    history: createMemoryHistory(path),
    load: loadRoute,
    initialModule: module,
  });
  const html = renderToString(<App router={router} siteData={siteData} />);
  return {
    html,
    route: module.route,
    title: documentTitle(module.route.head.title, siteData.config.title),
  };
}

export { siteData };
