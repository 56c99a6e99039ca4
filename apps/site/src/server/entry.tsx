import { renderToString } from 'react-dom/server';
import { createMemoryHistory, createRouter } from '@sitekit/router-core';
import { siteData } from '../../.generated/site-data';
import { App, documentTitle } from '../app/App';
import { loadRoute } from '../app/load-route';

/** Renders one path to HTML through the same loading path as the client: await the route, then render. */
export async function render(path: string) {
  const module = await loadRoute(path);
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
