import { useEffect, useLayoutEffect } from 'react';
import type { Router } from '@sitekit/router-core';
import { RouterProvider } from '@sitekit/router-core/react';
import {
  ErrorBoundary,
  PageRenderer,
  ThemeProvider,
  useCurrentRoute,
  useSiteConfig,
  type SiteData,
} from '@sitekit/theme';
import { docsDemos } from '../docs-demos';
import { docsFacts } from '../docs-facts';
import { isChunkLoadError, recoverFromStaleBuild } from '../client/stale-build';
import { HostedAssistantHost } from './hosted-assistant';
import { slots } from './slots';
import type { RouteModule } from './route-module';

/** The site's own MDX components: live demos and the cloud packages' facts. */
const siteMdxComponents = { ...docsDemos, ...docsFacts };

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

/** A lazily loaded part failed because its chunk is gone after a deploy: move to the new build. */
const recoverFromChunkError = (error: unknown) => {
  if (isChunkLoadError(error)) recoverFromStaleBuild(window);
};

/** The whole client app: site data, router, and the page in its layout. */
export function App({ router, siteData }: { router: Router<RouteModule>; siteData: SiteData }) {
  useEffect(() => {
    // Marks the page interactive (tests and styles can wait on it).
    document.documentElement.dataset['hydrated'] = 'true';
  }, []);
  return (
    <ThemeProvider siteData={siteData} slots={slots} mdxComponents={siteMdxComponents}>
      {/* The outer boundary catches what the router raises after a page rendered (scrolling, listeners). */}
      <ErrorBoundary>
        <RouterProvider router={router}>
          <HostedAssistantHost />
          <ErrorBoundary onError={recoverFromChunkError}>
            <CurrentPage />
          </ErrorBoundary>
        </RouterProvider>
      </ErrorBoundary>
    </ThemeProvider>
  );
}
