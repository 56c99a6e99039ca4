import { useLayoutEffect } from 'react';
import type { Router } from '@sitekit/router-core';
import { RouterProvider } from '@sitekit/router-core/react';
import {
  PageRenderer,
  SiteDataProvider,
  useCurrentRoute,
  useSiteConfig,
  type SiteData,
} from '@sitekit/theme';
import type { RouteModule } from './route-module';

/** The document title of a page: its own title, then the site's. */
export function documentTitle(pageTitle: string, siteTitle: string): string {
  return pageTitle === siteTitle ? siteTitle : `${pageTitle} | ${siteTitle}`;
}

function CurrentPage() {
  const module = useCurrentRoute();
  const { title } = useSiteConfig();
  useLayoutEffect(() => {
    document.title = documentTitle(module.route.head.title, title);
  }, [module, title]);
  return <PageRenderer module={module} />;
}

/** The whole client app: site data, router, and the page in its layout. */
export function App({ router, siteData }: { router: Router<RouteModule>; siteData: SiteData }) {
  return (
    <SiteDataProvider value={siteData}>
      <RouterProvider router={router}>
        <CurrentPage />
      </RouterProvider>
    </SiteDataProvider>
  );
}
