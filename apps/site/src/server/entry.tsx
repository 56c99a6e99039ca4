import { createServerRender } from '@sitekit/theme/app';
import { siteData } from '../../.generated/site-data';
import { App } from '../app/App';
import { routes } from '../app/routes';
import { loadCloudFacts } from '../docs-facts/load';

/** Renders one path to HTML through the same loading path as the client (the cloud facts first). */
export const render = createServerRender({
  siteData,
  routes,
  render: (router) => <App router={router} siteData={siteData} />,
  prepare: loadCloudFacts,
});

export { siteData };
