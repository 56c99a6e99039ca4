import { startClient } from '@sitekit/theme/app';
import { siteData } from '../../.generated/site-data';
import { App } from '../app/App';
import { routes } from '../app/routes';
import '@sitekit/theme/styles.css';
import '../styles/site.css';

void startClient({
  siteData,
  routes,
  render: (router) => <App router={router} siteData={siteData} />,
});
