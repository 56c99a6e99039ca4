import type { ApiPackageDocs } from './types';

const docs: ApiPackageDocs = {
  package: '@remotion/paths',
  overview: '/docs/paths',
  documented: {
    getLength: {
      page: '/docs/paths/get-length',
      summary: 'Returns the length of an SVG path string.',
    },
    getPointAtLength: {
      page: '/docs/paths/get-point-at-length',
      summary: 'Returns the x and y coordinates of the point at a given distance along a path.',
    },
    getTangentAtLength: {
      page: '/docs/paths/get-tangent-at-length',
      summary: 'Returns the direction of a path at a given distance, as a unit vector.',
    },
    getInstructionIndexAtLength: {
      page: '/docs/paths/get-instruction-index-at-length',
      summary: 'Finds which instruction of a path a distance falls on, and how far into it.',
    },
    getBoundingBox: {
      page: '/docs/paths/get-bounding-box',
      summary: 'Calculates the smallest rectangle containing a path, with a ready-made viewBox.',
    },
    evolvePath: {
      page: '/docs/paths/evolve-path',
      summary:
        'Returns strokeDasharray and strokeDashoffset that draw a path up to a given progress.',
    },
    cutPath: {
      page: '/docs/paths/cut-path',
      summary: 'Returns the first part of a path, up to a given length, as a new path.',
    },
    interpolatePath: {
      page: '/docs/paths/interpolate-path',
      summary:
        'Morphs one path into another, returning the in-between path for a value from 0 to 1.',
    },
    reversePath: {
      page: '/docs/paths/reverse-path',
      summary: 'Returns a path that draws the same shape in the opposite direction.',
    },
    warpPath: {
      page: '/docs/paths/warp-path',
      summary:
        'Distorts a path by passing every point through your own function, after subdividing it.',
    },
    WarpPathFn: {
      page: '/docs/paths/warp-path#parameters',
      summary: 'The point-to-point function type that warpPath() takes.',
    },
    translatePath: {
      page: '/docs/paths/translate-path',
      summary: 'Moves a path by an x and y offset.',
    },
    resetPath: {
      page: '/docs/paths/reset-path',
      summary: 'Moves a path so that the top-left corner of its bounding box is at 0 0.',
    },
    scalePath: {
      page: '/docs/paths/scale-path',
      summary:
        'Scales a path along x and y, keeping the top-left corner of its bounding box in place.',
    },
    extendViewBox: {
      page: '/docs/paths/extend-viewbox',
      summary: 'Enlarges or shrinks a viewBox string around its center by a factor.',
    },
    getSubpaths: {
      page: '/docs/paths/get-subpaths',
      summary: 'Splits a path into one path string per M instruction.',
    },
    parsePath: {
      page: '/docs/paths/parse-path',
      summary: 'Parses a path string into an array of typed instruction objects.',
    },
    serializeInstructions: {
      page: '/docs/paths/serialize-instructions',
      summary: 'Turns an array of instruction objects into a path string.',
    },
    normalizePath: {
      page: '/docs/paths/normalize-path',
      summary: 'Rewrites a path with absolute coordinates only, keeping the kinds of commands.',
    },
    reduceInstructions: {
      page: '/docs/paths/reduce-instructions',
      summary:
        'Converts instructions into an equivalent list of absolute M, L, C and Z instructions.',
    },
    Instruction: {
      page: '/docs/paths/parse-path#instruction-types',
      summary:
        'Union of all absolute and relative SVG path instruction objects, as parsePath() returns them.',
    },
    AbsoluteInstruction: {
      page: '/docs/paths/parse-path#instruction-types',
      summary: 'Union of the upper-case (absolute) instruction objects.',
    },
    ReducedInstruction: {
      page: '/docs/paths/reduce-instructions#return-value',
      summary: 'Union of the M, L, C and Z instruction objects returned by reduceInstructions().',
    },
    BoundingBox: {
      page: '/docs/paths/get-bounding-box#return-value',
      summary: 'The x1, y1, x2, y2, width, height and viewBox object returned by getBoundingBox().',
    },
    Part: {
      page: '/docs/paths/get-parts#the-part-type',
      summary:
        'One segment of a path: start, end, length and point/tangent functions (return type of the removed getParts()).',
    },
  },
  notDocumented: {
    PathInternals:
      'internal: helpers for other Remotion packages (getBoundingBoxFromInstructions, debugPath, and cutPath, which is the same function as the documented cutPath export); not a public API',
  },
};

export default docs;
