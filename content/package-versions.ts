/**
 * The toolkit packages the docs describe, pinned exactly in the root package.json.
 * The site documents 4.0.357; where the registry has no 4.0.357 of a package, the pin is the
 * published version nearest to it (fewest releases away; on a tie, the one below). The fence check and the export-coverage
 * test fail when an installed version differs from this table, and pages of a package pinned
 * elsewhere than 4.0.357 say which version their facts were checked against.
 */
export interface PinnedPackage {
  name: string;
  version: string;
  why: string;
  /** Every public export must have a page or a reason (the export-coverage test). */
  covered?: boolean;
  /**
   * Why the package cannot be installed beside the others at the root (a peer dependency
   * conflict, or a peer's hundreds of megabytes of native binaries). Such a package is
   * installed apart, in `tools/reader-packages`, and the fence check and the export-coverage
   * test read its types from there.
   */
  installedApart?: string;
}

const exact = 'published at 4.0.357, the version the site documents';

export const packageVersions: PinnedPackage[] = [
  { name: 'remotion', version: '4.0.357', why: exact, covered: true },
  { name: '@remotion/player', version: '4.0.357', why: exact, covered: true },
  { name: '@remotion/media-utils', version: '4.0.357', why: exact, covered: true },
  { name: '@remotion/google-fonts', version: '4.0.357', why: exact, covered: true },
  { name: '@remotion/media-parser', version: '4.0.357', why: exact, covered: true },
  { name: '@remotion/transitions', version: '4.0.357', why: exact, covered: true },
  { name: '@remotion/webcodecs', version: '4.0.357', why: exact, covered: true },
  { name: '@remotion/cli', version: '4.0.357', why: exact, covered: true },
  { name: '@remotion/renderer', version: '4.0.357', why: exact, covered: true },
  { name: '@remotion/bundler', version: '4.0.357', why: exact, covered: true },
  { name: '@remotion/studio', version: '4.0.357', why: exact, covered: true },
  {
    name: '@remotion/preload',
    covered: true,
    version: '4.0.371',
    why: 'no 4.0.357 on the registry; nearest are 4.0.341 (16 releases below) and 4.0.371 (14 above)',
  },
  {
    name: '@remotion/media',
    covered: true,
    version: '4.0.371',
    why: 'no 4.0.357 on the registry and none below it; 4.0.371 is the first published',
  },
  {
    name: '@remotion/fonts',
    covered: true,
    version: '4.0.365',
    why: 'no 4.0.357 on the registry; nearest are 4.0.340 (17 releases below) and 4.0.365 (8 above)',
  },
  {
    name: '@remotion/layout-utils',
    covered: true,
    version: '4.0.354',
    why: 'no 4.0.357 on the registry; nearest are 4.0.354 (3 releases below) and 4.0.361 (4 above)',
  },
  {
    name: '@remotion/animation-utils',
    covered: true,
    version: '4.0.341',
    why: 'no 4.0.357 on the registry; nearest are 4.0.341 (16 releases below) and 4.0.376 (19 above)',
  },
  {
    name: '@remotion/lambda',
    covered: true,
    version: '4.0.355',
    why: 'no 4.0.357 on the registry; nearest are 4.0.355 (2 releases below) and 4.0.362 (5 above)',
  },
  {
    name: '@remotion/cloudrun',
    covered: true,
    version: '4.0.370',
    why: 'no 4.0.357 on the registry; nearest are 4.0.340 (17 releases below) and 4.0.370 (13 above)',
  },
  {
    name: '@remotion/noise',
    covered: true,
    version: '4.0.361',
    why: 'no 4.0.357 on the registry; nearest are 4.0.332 (25 releases below) and 4.0.361 (4 above)',
  },
  { name: '@remotion/paths', version: '4.0.357', why: exact, covered: true },
  { name: '@remotion/shapes', version: '4.0.357', why: exact, covered: true },
  { name: '@remotion/motion-blur', version: '4.0.357', why: exact, covered: true },
  { name: '@remotion/gif', version: '4.0.357', why: exact, covered: true },
  { name: '@remotion/tailwind', version: '4.0.357', why: exact, covered: true },
  { name: '@remotion/captions', version: '4.0.357', why: exact, covered: true },
  { name: '@remotion/openai-whisper', version: '4.0.357', why: exact, covered: true },
  { name: '@remotion/licensing', version: '4.0.357', why: exact, covered: true },
  {
    name: '@remotion/lottie',
    covered: true,
    version: '4.0.363',
    why: 'no 4.0.357 on the registry; nearest are 4.0.341 (16 releases below) and 4.0.363 (6 above)',
  },
  {
    name: '@remotion/rive',
    covered: true,
    version: '4.0.383',
    why: 'no 4.0.357 on the registry and none below it; 4.0.383 is the first published',
  },
  {
    name: '@remotion/three',
    covered: true,
    version: '4.0.355',
    why: 'no 4.0.357 on the registry; nearest are 4.0.355 (2 releases below) and 4.0.363 (6 above)',
  },
  {
    name: '@remotion/animated-emoji',
    covered: true,
    version: '4.0.362',
    why: 'no 4.0.357 on the registry and none below it; 4.0.362 is the first published',
  },
  {
    name: '@remotion/whisper-web',
    covered: true,
    version: '4.0.358',
    why: 'no 4.0.357 on the registry; nearest are 4.0.347 (10 releases below) and 4.0.358 (1 above)',
  },
  {
    name: '@remotion/install-whisper-cpp',
    covered: true,
    version: '4.0.355',
    why: 'no 4.0.357 on the registry; nearest are 4.0.355 (2 releases below) and 4.0.361 (4 above)',
  },
  {
    name: '@remotion/zod-types',
    version: '4.0.357',
    why: exact,
    covered: true,
    installedApart:
      'its peer dependency is exactly zod 3.22.3, while the search UI (through the AI SDK) needs zod 3.25.76 or later, so npm cannot resolve both at the root',
  },
  {
    name: '@remotion/tailwind-v4',
    version: '4.0.355',
    covered: true,
    why: 'no 4.0.357 on the registry; nearest are 4.0.355 (2 releases below) and 4.0.366 (9 above). Its peer dependency is exactly @remotion/bundler 4.0.355: an npm override in package.json points it at the pinned 4.0.357',
  },
  {
    name: '@remotion/enable-scss',
    version: '4.0.383',
    covered: true,
    why: 'no 4.0.357 on the registry; nearest are 4.0.320 (37 releases below) and 4.0.383 (26 above). Its peer dependency is exactly @remotion/bundler 4.0.383: an npm override in package.json points it at the pinned 4.0.357',
  },
  {
    name: '@remotion/skia',
    version: '4.0.379',
    why: 'no 4.0.357 on the registry; nearest are 4.0.265 (92 releases below) and 4.0.379 (22 above)',
    covered: true,
    installedApart:
      'its peer @shopify/react-native-skia (2.14.0 there) pulls in about 250 MB of native binaries for mobile platforms and peers on React Native; apart, the binaries are replaced by an empty package and the peers are not installed, since only types are read',
  },
];
