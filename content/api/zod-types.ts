import type { ApiPackageDocs } from './types';

const docs: ApiPackageDocs = {
  package: '@remotion/zod-types',
  overview: '/docs/zod-types',
  documented: {
    zColor: {
      page: '/docs/zod-types/z-color',
      summary:
        'A Zod string schema for a CSS colour, edited in the Studio with a colour picker and an opacity slider.',
    },
    zTextarea: {
      page: '/docs/zod-types/z-textarea',
      summary: 'A Zod string schema edited in the Studio with a multi-line text area.',
    },
    zMatrix: {
      page: '/docs/zod-types/z-matrix',
      summary:
        'A Zod schema for a square matrix of numbers stored as a flat array, edited in the Studio as a grid.',
    },
  },
  notDocumented: {
    ZodZypesInternals:
      'Internal: the colour parser and the brand names the Studio reads to pick an editor; not meant for projects.',
  },
};

export default docs;
