import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryHistory, createRouter } from '@sitekit/router-core';
import { RouterProvider } from '@sitekit/router-core/react';
import { siteConfigSchema, type SiteConfigInput } from '@sitekit/content-model';
import { ThemeProvider } from '../src/index.js';
import type { RouteModule } from '../src/route-module.js';

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

/** Renders `ui` inside the theme and a router, into a fresh container. */
export function render(ui: ReactNode, config: Partial<SiteConfigInput> = {}) {
  const container = document.createElement('div');
  document.body.append(container);
  const siteData = {
    config: siteConfigSchema.parse({ ...baseConfig, ...config }),
    sidebarLinks: { main: '/docs' },
    sidebarsUrl: '/_sk/sidebars/',
  };
  const router = createRouter({
    history: createMemoryHistory('/'),
    initialModule: page,
    load: async () => page,
  });
  const root = createRoot(container);
  act(() =>
    root.render(
      <ThemeProvider siteData={siteData}>
        <RouterProvider router={router}>{ui}</RouterProvider>
      </ThemeProvider>,
    ),
  );
  return { container, router, unmount: () => act(() => root.unmount()) };
}
