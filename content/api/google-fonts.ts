import type { ApiPackageDocs } from './types';

/**
 * `@remotion/google-fonts`: the index lists the fonts, `/from-info` loads a font from its
 * metadata, and one module per font (`@remotion/google-fonts/Roboto` stands for all
 * 1,786 of them) exports `loadFont`, `getInfo` and `fontFamily`.
 */
const googleFonts: ApiPackageDocs = {
  package: '@remotion/google-fonts',
  overview: '/docs/google-fonts',
  entries: [
    '@remotion/google-fonts',
    '@remotion/google-fonts/from-info',
    '@remotion/google-fonts/Roboto',
  ],
  documented: {
    getAvailableFonts: {
      page: '/docs/google-fonts/get-available-fonts',
      summary:
        'Lists every Google Font of the package with a function that imports its module on demand.',
    },
    GoogleFont: {
      page: '/docs/google-fonts/get-available-fonts#the-googlefont-object',
      summary:
        'Type of a font module loaded through getAvailableFonts(): loadFont, getInfo and fontFamily.',
    },
    FontInfo: {
      page: '/docs/google-fonts/get-info#fontinfo',
      summary:
        'Type of the metadata of one Google Font: family name, files per style, weight and subset.',
    },
    loadFontFromInfo: {
      page: '/docs/google-fonts/load-font-from-info',
      summary: 'Loads a Google Font from its FontInfo object, without importing its module.',
    },
    loadFont: {
      page: '/docs/google-fonts/load-font',
      summary:
        'Loads a Google Font (chosen styles, weights and subsets) and holds the render until it is ready.',
    },
    getInfo: {
      page: '/docs/google-fonts/get-info',
      summary: 'Returns the metadata of a Google Font: styles, weights, subsets and file URLs.',
    },
    fontFamily: {
      page: '/docs/google-fonts/load-font#the-fontfamily-export',
      summary: 'The CSS family name of a Google Font, available without loading it.',
    },
  },
};

export default googleFonts;
