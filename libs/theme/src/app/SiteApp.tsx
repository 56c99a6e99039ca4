import { useEffect, useLayoutEffect, type ReactNode } from 'react';
import type { Router } from '@sitekit/router-core';
import { RouterProvider } from '@sitekit/router-core/react';
import { useCurrentRoute } from '../logic/current-route.js';
import { useSiteConfig, type SiteData } from '../logic/site-data.js';
import type { MdxComponents, RouteModule } from '../route-module.js';
import { ErrorBoundary } from '../shell/ErrorBoundary/index.js';
import { PageRenderer } from '../shell/PageRenderer/index.js';
import type { SlotComponents } from '../slots.js';
import { ThemeProvider } from '../ThemeProvider.js';
import { isChunkLoadError, recoverFromStaleBuild } from './stale-build.js';

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

export interface SiteAppProps {
  router: Router<RouteModule>;
  siteData: SiteData;
  /** The site's replacements for shell components. */
  slots?: Partial<SlotComponents>;
  /** The site's own MDX components, available to every page without an import. */
  mdxComponents?: MdxComponents;
  /** Rendered inside the router, outside any page (e.g. an assistant's bridge). */
  children?: ReactNode;
}

/** A whole site: site data, theme, router, and the current page in its layout. */
export function SiteApp({ router, siteData, slots, mdxComponents, children }: SiteAppProps) {
  useEffect(() => {
    // Marks the page interactive (tests and styles can wait on it).
    document.documentElement.dataset['hydrated'] = 'true';
  }, []);
  return (
    <ThemeProvider
      siteData={siteData}
      {...(slots ? { slots } : {})}
      {...(mdxComponents ? { mdxComponents } : {})}
    >
      {/* The outer boundary catches what the router raises after a page rendered (scrolling, listeners). */}
      <ErrorBoundary>
        <RouterProvider router={router}>
          {children}
          <ErrorBoundary onError={recoverFromChunkError}>
            <CurrentPage />
          </ErrorBoundary>
        </RouterProvider>
      </ErrorBoundary>
    </ThemeProvider>
  );
}
