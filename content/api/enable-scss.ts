import type { ApiPackageDocs } from './types';

const docs: ApiPackageDocs = {
  package: '@remotion/enable-scss',
  overview: '/docs/enable-scss/overview',
  documented: {
    enableScss: {
      page: '/docs/enable-scss/enable-scss',
      summary:
        'Adds Webpack rules for .scss and .sass files (Sass CSS modules included) to the configuration.',
    },
  },
};

export default docs;
