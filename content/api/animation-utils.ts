import type { ApiPackageDocs } from './types';

const mt = '/docs/animation-utils/make-transform';

const docs: ApiPackageDocs = {
  package: '@remotion/animation-utils',
  overview: '/docs/animation-utils',
  documented: {
    interpolateStyles: {
      page: '/docs/animation-utils/interpolate-styles',
      summary:
        'Interpolates between style objects used as keyframes (numbers, colors, transform functions).',
    },
    makeTransform: {
      page: mt,
      summary: 'Joins transform functions into one CSS transform string.',
    },
    translate: {
      page: `${mt}#translate`,
      summary: 'Builds a CSS translate() function; numbers are pixels.',
    },
    translateX: {
      page: `${mt}#translate`,
      summary: 'Builds a CSS translateX() function; numbers are pixels.',
    },
    translateY: {
      page: `${mt}#translate`,
      summary: 'Builds a CSS translateY() function; numbers are pixels.',
    },
    translateZ: {
      page: `${mt}#translate`,
      summary: 'Builds a CSS translateZ() function; numbers are pixels.',
    },
    translate3d: {
      page: `${mt}#translate`,
      summary: 'Builds a CSS translate3d() function; numbers are pixels.',
    },
    rotate: {
      page: `${mt}#rotate`,
      summary: 'Builds a CSS rotate() function; numbers are degrees.',
    },
    rotateX: {
      page: `${mt}#rotate`,
      summary: 'Builds a CSS rotateX() function; numbers are degrees.',
    },
    rotateY: {
      page: `${mt}#rotate`,
      summary: 'Builds a CSS rotateY() function; numbers are degrees.',
    },
    rotateZ: {
      page: `${mt}#rotate`,
      summary: 'Builds a CSS rotateZ() function; numbers are degrees.',
    },
    rotate3d: {
      page: `${mt}#rotate`,
      summary: 'Builds a CSS rotate3d() function from an axis and an angle.',
    },
    scale: { page: `${mt}#scale`, summary: 'Builds a CSS scale() function; y defaults to x.' },
    scaleX: { page: `${mt}#scale`, summary: 'Builds a CSS scaleX() function.' },
    scaleY: { page: `${mt}#scale`, summary: 'Builds a CSS scaleY() function.' },
    scaleZ: { page: `${mt}#scale`, summary: 'Builds a CSS scaleZ() function.' },
    scale3d: { page: `${mt}#scale`, summary: 'Builds a CSS scale3d() function.' },
    skew: {
      page: `${mt}#skew`,
      summary: 'Builds a CSS skew() function; one angle skews both axes.',
    },
    skewX: { page: `${mt}#skew`, summary: 'Builds a CSS skewX() function; numbers are degrees.' },
    skewY: { page: `${mt}#skew`, summary: 'Builds a CSS skewY() function; numbers are degrees.' },
    matrix: {
      page: `${mt}#matrix-and-perspective`,
      summary: 'Builds a CSS matrix() function from six numbers.',
    },
    matrix3d: {
      page: `${mt}#matrix-and-perspective`,
      summary: 'Builds a CSS matrix3d() function from sixteen numbers.',
    },
    perspective: {
      page: `${mt}#matrix-and-perspective`,
      summary: 'Builds a CSS perspective() function; numbers are pixels.',
    },
    LengthUnit: { page: `${mt}#types`, summary: 'The CSS length units the helpers accept.' },
    LengthPercentageUnit: { page: `${mt}#types`, summary: 'LengthUnit plus %.' },
    AngleUnit: { page: `${mt}#types`, summary: 'The CSS angle units: rad, deg, grad, turn.' },
    TransformFunctionReturnType: {
      page: `${mt}#types`,
      summary: 'The string type returned by the transform helpers.',
    },
  },
};

export default docs;
