import type { StorybookConfig } from '@storybook/react-vite';

/** Storybook for the theme's components; no telemetry, nothing fetched from outside. */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../src/**/*.stories.tsx'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: async (vite) => ({
    ...vite,
    resolve: {
      ...vite.resolve,
      conditions: ['@sitekit/source', 'module', 'browser', 'development|production'],
    },
  }),
};

export default config;
