import type { ApiPackageDocs } from './types';

/** `@remotion/fonts` (pinned at 4.0.365): loads a font file through the FontFace API. */
const fonts: ApiPackageDocs = {
  package: '@remotion/fonts',
  overview: '/docs/fonts-api',
  documented: {
    loadFont: {
      page: '/docs/fonts-api/load-font',
      summary: 'Loads a local or remote font file and holds the render until it is ready.',
    },
    LoadFontOptions: {
      page: '/docs/fonts-api/load-font#options',
      summary: 'Type of the options object of loadFont(): family, url and FontFace descriptors.',
    },
    FontFormat: {
      page: '/docs/fonts-api/load-font#font-formats',
      summary: "Type of the format option: 'woff2', 'woff', 'opentype' or 'truetype'.",
    },
  },
};

export default fonts;
