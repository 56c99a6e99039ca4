import type { ApiPackageDocs } from './types';

const docs: ApiPackageDocs = {
  package: '@remotion/tailwind',
  overview: '/docs/tailwind/tailwind',
  documented: {
    enableTailwind: {
      page: '/docs/tailwind/enable-tailwind',
      summary:
        "Returns Remotion's Webpack configuration with the CSS rule replaced by one that runs PostCSS with Tailwind CSS v3.",
    },
  },
};

export default docs;
