import type { Router } from '@sitekit/router-core';
import type { RouteModule, SiteData } from '@sitekit/theme';
import { SiteApp } from '@sitekit/theme/app';
import { slots } from './slots';

/** Tidepool's app: the theme's whole site with its search button and footer. */
export function App({ router, siteData }: { router: Router<RouteModule>; siteData: SiteData }) {
  return <SiteApp router={router} siteData={siteData} slots={slots} />;
}
