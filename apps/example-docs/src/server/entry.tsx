import { createServerRender } from '@sitekit/theme/app';
import { siteData } from '../../.generated/site-data';
import { App } from '../app/App';
import { routes } from '../app/routes';

/** The prerenderer's `render(path)`: the same route loading and app as in the browser. */
export const render = createServerRender({
  siteData,
  routes,
  render: (router) => <App router={router} siteData={siteData} />,
});
