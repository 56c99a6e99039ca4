import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { siteConfigSchema } from '@sitekit/content-model';
import { createMemoryHistory, createRouter } from '@sitekit/router-core';
import { RouterProvider } from '@sitekit/router-core/react';
import { ThemeProvider, type RouteModule } from '../src/index.js';
import { storyConfig } from '../src/stories/fixtures.js';
import '../src/styles/index.css';

const page: RouteModule = {
  default: () => null,
  route: { path: '/docs/intro', head: { title: 'Introduction' }, data: { kind: 'page' } },
};

/** Wraps every story in the theme, a memory router and the colour mode the story asks for. */
const withTheme: Decorator = (Story, context) => {
  const mode = (context.parameters['colorMode'] as 'light' | 'dark' | undefined) ?? 'light';
  const module = (context.parameters['route'] as RouteModule | undefined) ?? page;
  const [router] = useState(() =>
    createRouter({
      history: createMemoryHistory(module.route.path),
      initialModule: module,
      load: async () => module,
    }),
  );
  useEffect(() => {
    document.documentElement.setAttribute('data-theme', mode);
  }, [mode]);
  const config = siteConfigSchema.parse({
    ...storyConfig,
    ...((context.parameters['siteConfig'] as object | undefined) ?? {}),
  });
  return (
    <ThemeProvider
      siteData={{ config, sidebarLinks: { docs: '/docs/intro' }, sidebarsUrl: '/_sk/sidebars/' }}
    >
      <RouterProvider router={router}>
        <Story />
      </RouterProvider>
    </ThemeProvider>
  );
};

const preview: Preview = {
  decorators: [withTheme],
  parameters: { layout: 'fullscreen', a11y: { test: 'error' } },
};

export default preview;
