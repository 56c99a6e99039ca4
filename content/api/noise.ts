import type { ApiPackageDocs } from './types';

const docs: ApiPackageDocs = {
  package: '@remotion/noise',
  overview: '/docs/noise',
  documented: {
    noise2D: {
      page: '/docs/noise/noise-2d',
      summary: 'Seeded 2D simplex noise between -1 and 1.',
    },
    noise3D: {
      page: '/docs/noise/noise-3d',
      summary:
        'Seeded 3D simplex noise between -1 and 1, typically a 2D pattern evolving over time.',
    },
    noise4D: {
      page: '/docs/noise/noise-4d',
      summary: 'Seeded 4D simplex noise between -1 and 1, for seamless loops.',
    },
  },
};

export default docs;
