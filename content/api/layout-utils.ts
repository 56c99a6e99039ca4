import type { ApiPackageDocs } from './types';

const docs: ApiPackageDocs = {
  package: '@remotion/layout-utils',
  overview: '/docs/layout-utils',
  documented: {
    measureText: {
      page: '/docs/layout-utils/measure-text',
      summary:
        'Measures the width and height of a text in a given font, in the browser, with caching.',
    },
    fitText: {
      page: '/docs/layout-utils/fit-text',
      summary: 'Calculates the font size at which one line of text fills a given width.',
    },
    fitTextOnNLines: {
      page: '/docs/layout-utils/fit-text-on-n-lines',
      summary:
        'Finds the largest font size at which a text fits a width on at most N lines, and its line breaks.',
    },
    fillTextBox: {
      page: '/docs/layout-utils/fill-text-box',
      summary: 'Adds words one by one to a box of fixed width and line count and reports overflow.',
    },
    Dimensions: {
      page: '/docs/layout-utils/measure-text#return-value',
      summary: 'The { width, height } object returned by measureText().',
    },
    TextTransform: {
      page: '/docs/layout-utils/measure-text#options',
      summary: 'The CSS text-transform values the textTransform option accepts.',
    },
  },
};

export default docs;
