import type { ApiPackageDocs } from './types';

const docs: ApiPackageDocs = {
  package: '@remotion/tailwind-v4',
  overview: '/docs/tailwind-v4/overview',
  documented: {
    enableTailwind: {
      page: '/docs/tailwind-v4/enable-tailwind',
      summary:
        "Returns Remotion's Webpack configuration with the CSS rule replaced by one that runs PostCSS, so Tailwind CSS v4 processes your styles.",
    },
  },
};

export default docs;
