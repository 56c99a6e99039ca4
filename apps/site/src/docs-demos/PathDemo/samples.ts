/**
 * The paths the path demos work on and the helpers they show. Plain data (no toolkit import),
 * so the form renders before the Player's code has loaded. Coordinates fit a 600 × 440 box.
 */
export const samplePaths = [
  { name: 'Wave', d: 'M 40 330 C 140 30 260 30 320 210 S 480 410 560 90' },
  {
    name: 'Heart',
    d: 'M 300 400 C 140 300 40 220 80 130 C 120 50 240 50 300 140 C 360 50 480 50 520 130 C 560 220 460 300 300 400 Z',
  },
  { name: 'Zigzag', d: 'M 40 380 L 140 80 L 240 380 L 340 80 L 440 380 L 560 120' },
] as const;

/** The functions of `@remotion/paths` with a demo, and `overview` for the package's index page. */
export const pathHelpers = [
  'overview',
  'cutPath',
  'evolvePath',
  'extendViewBox',
  'getBoundingBox',
  'getInstructionIndexAtLength',
  'getLength',
  'getParts',
  'getPointAtLength',
  'getSubpaths',
  'getTangentAtLength',
  'interpolatePath',
  'normalizePath',
  'parsePath',
  'reduceInstructions',
  'resetPath',
  'reversePath',
  'scalePath',
  'serializeInstructions',
  'translatePath',
  'warpPath',
] as const;

export type PathHelper = (typeof pathHelpers)[number];

/** Demos that show their own path (several subpaths, relative or shorthand commands). */
export const ownPath: ReadonlySet<PathHelper> = new Set([
  'getSubpaths',
  'normalizePath',
  'reduceInstructions',
]);
