import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { siteConfigSchema, type SiteConfigInput } from '@sitekit/content-model';
import { createMemoryHistory, createRouter, type Router } from '@sitekit/router-core';
import { RouterProvider } from '@sitekit/router-core/react';
import { ThemeProvider, type RouteModule } from '@sitekit/theme';
import siteConfig from '../../site.config';
import { slots } from '../app/slots';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// jsdom has no matchMedia; the colour-mode store asks it for the system preference.
window.matchMedia ??= (query: string) =>
  ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }) as never;

/** A hosted assistant as a site would configure it (kapa/CrawlChat style). */
export const hostedAssistant = {
  scriptUrl: 'https://assistant.example/embed.js',
  scriptAttributes: { 'data-sidepanel': 'true', 'data-hide-button': 'true' },
  openFunction: 'vendorEmbed.toggleSidePanel',
} satisfies SiteConfigInput['assistant'];

const pageAt = (path: string): RouteModule => ({
  default: () => null,
  route: { path, head: { title: path }, data: { kind: 'page' } },
});

/**
 * `ui` in this site's theme (its real config and slot overrides, with `assistant` replaced)
 * and a memory router at /docs.
 */
export function inSite(ui: ReactNode, assistant?: SiteConfigInput['assistant']) {
  const siteData = {
    config: siteConfigSchema.parse({ ...siteConfig, ...(assistant ? { assistant } : {}) }),
    sidebarLinks: { mainSidebar: '/docs', apiSidebar: '/docs/api' },
    sidebarsUrl: '/_sk/sidebars/',
  };
  const router: Router<RouteModule> = createRouter({
    history: createMemoryHistory('/docs'),
    initialModule: pageAt('/docs'),
    load: async (path) => pageAt(path),
  });
  const element = (
    <ThemeProvider siteData={siteData} slots={slots}>
      <RouterProvider router={router}>{ui}</RouterProvider>
    </ThemeProvider>
  );
  return { element, router };
}

/** Renders `inSite(ui, assistant)` into a fresh container. */
export function renderInSite(ui: ReactNode, assistant?: SiteConfigInput['assistant']) {
  const container = document.createElement('div');
  document.body.append(container);
  const { element, router } = inSite(ui, assistant);
  const root = createRoot(container);
  act(() => root.render(element));
  return { container, router, unmount: () => act(() => root.unmount()) };
}
