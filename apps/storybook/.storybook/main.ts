import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { builderSamples } from './builder-samples.js';
import { designTokens } from './design-tokens.js';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The one Storybook of the repository: every library's UI (theme, search, router plugins,
 * the builder's MDX output) and the site's assistant, composed here because a library may
 * not import the app. Each folder keeps its stories beside its components; this project only
 * lists them, adds the foundations pages (design tokens) and the browser checks.
 * No telemetry, nothing fetched from outside.
 */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: [
    { directory: '../src', files: '**/*.@(mdx|stories.tsx)' },
    { directory: '../../../libs/theme/src', files: '**/*.stories.tsx', titlePrefix: 'Theme' },
    { directory: '../../../libs/search/src', files: '**/*.stories.tsx', titlePrefix: 'Search' },
    {
      directory: '../../../libs/assistant-bridge/src',
      files: '**/*.stories.tsx',
      titlePrefix: 'Assistant',
    },
    {
      directory: '../../site/src/assistant',
      files: '**/*.stories.tsx',
      titlePrefix: 'Assistant',
    },
  ],
  addons: ['@storybook/addon-docs'],
  // The assistant frame's stand-in page (Assistant › PanelContent).
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: {
    // Props tables from the TypeScript types and their JSDoc, including types imported from
    // another library (content-model's TocItem, the theme's SlotProps).
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      tsconfigPath: here('../tsconfig.docgen.json'),
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      // DOM attributes a component forwards (an iframe's, a button's) would bury its own props.
      propFilter: (prop) => !prop.parent || !/node_modules/.test(prop.parent.fileName),
      // Absolute: the components live outside this project's folder (Vite's root).
      include: [here('../../../libs/*/src/**/*.tsx'), here('../../site/src/assistant/**/*.tsx')],
      exclude: ['**/*.test.tsx', '**/*.stories.tsx', '**/node_modules/**'],
      fileSystemCache: false,
    },
  },
  viteFinal: async (vite) => ({
    ...vite,
    plugins: [...(vite.plugins ?? []), designTokens(), await builderSamples()],
    resolve: {
      ...vite.resolve,
      conditions: ['@sitekit/source', 'module', 'browser', 'development|production'],
    },
    build: { ...vite.build, chunkSizeWarningLimit: 4096 },
  }),
};

export default config;
