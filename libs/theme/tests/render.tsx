import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryHistory, createRouter } from '@sitekit/router-core';
import { RouterProvider } from '@sitekit/router-core/react';
import { siteConfigSchema, type SiteConfigInput } from '@sitekit/content-model';
import { ThemeProvider, type SlotComponents } from '../src/index.js';
import type { MdxComponents, RouteModule } from '../src/route-module.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// jsdom has no matchMedia; the colour-mode store asks it for the system preference.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }) as unknown as MediaQueryList;

export const baseConfig: SiteConfigInput = {
  title: 'Example',
  url: 'https://example.com',
  docs: {},
  navbar: { logo: { alt: 'Logo', src: '/logo.svg' }, items: [] },
  footer: {
    columns: [{ title: 'More', items: [{ label: 'Blog', to: '/blog' }] }],
    copyright: '© {year} Example',
  },
};

const page: RouteModule = {
  default: () => null,
  route: { path: '/', head: { title: 'Home' }, data: { kind: 'page' } },
};

/** What a test site adds: its current route (a plain home page by default), slots and MDX components. */
export interface RenderOptions {
  route?: RouteModule;
  slots?: Partial<SlotComponents>;
  mdxComponents?: MdxComponents;
}

/** Renders `ui` inside the theme and a router, into a fresh container. */
export function render(
  ui: ReactNode,
  config: Partial<SiteConfigInput> = {},
  { route = page, slots, mdxComponents }: RenderOptions = {},
) {
  const container = document.createElement('div');
  document.body.append(container);
  const siteData = {
    config: siteConfigSchema.parse({ ...baseConfig, ...config }),
    sidebarLinks: { main: '/docs' },
    sidebarsUrl: '/_sk/sidebars/',
  };
  const router = createRouter({
    history: createMemoryHistory(route.route.path),
    initialModule: route,
    load: async () => route,
  });
  const root = createRoot(container);
  act(() =>
    root.render(
      <ThemeProvider siteData={siteData} slots={slots} mdxComponents={mdxComponents}>
        <RouterProvider router={router}>{ui}</RouterProvider>
      </ThemeProvider>,
    ),
  );
  return { container, router, unmount: () => act(() => root.unmount()) };
}
