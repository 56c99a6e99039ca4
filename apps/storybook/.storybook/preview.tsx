import type { Decorator, Preview } from '@storybook/react-vite';
import { useLayoutEffect, useState } from 'react';
import { siteConfigSchema } from '@sitekit/content-model';
import { createMemoryHistory, createRouter } from '@sitekit/router-core';
import { RouterProvider } from '@sitekit/router-core/react';
import { ThemeProvider, type RouteModule } from '@sitekit/theme';
import { storyConfig } from '../../../libs/theme/src/stories/fixtures.js';
import { DocsPage } from './DocsPage.js';
import { viewports } from './viewports.js';
import '@sitekit/theme/styles.css';

const page: RouteModule = {
  default: () => null,
  route: { path: '/docs/intro', head: { title: 'Introduction' }, data: { kind: 'page' } },
};

type ColorMode = 'light' | 'dark';

/**
 * Wraps every story in the theme, a memory router and a colour mode: the story's
 * `parameters.colorMode` when it fixes one, else the toolbar's (the `colorMode` global,
 * which the visual checks set to render each story light and dark).
 */
const ThemeDecorator: Decorator = (Story, context) => {
  const mode =
    (context.parameters['colorMode'] as ColorMode | undefined) ??
    (context.globals['colorMode'] as ColorMode | undefined) ??
    'light';
  const module = (context.parameters['route'] as RouteModule | undefined) ?? page;
  const [router] = useState(() =>
    createRouter({
      history: createMemoryHistory(module.route.path),
      initialModule: module,
      load: async () => module,
    }),
  );
  // Before paint, so no frame shows the other mode.
  useLayoutEffect(() => {
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
  // A docs page (props table, usage notes, every story) for every component.
  tags: ['autodocs'],
  decorators: [ThemeDecorator],
  globalTypes: {
    colorMode: {
      description: 'Colour mode of the theme',
      toolbar: {
        title: 'Colour mode',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { colorMode: 'light' },
  parameters: {
    layout: 'fullscreen',
    viewport: { options: viewports },
    docs: { page: DocsPage, toc: { headingSelector: 'h2, h3' } },
    options: {
      storySort: {
        order: [
          'Introduction',
          'Foundations',
          'Theme',
          ['Shell', 'MDX'],
          'Search',
          'Assistant',
          'Router',
          'Builder output',
        ],
      },
    },
  },
};

export default preview;
