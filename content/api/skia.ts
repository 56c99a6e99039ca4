import type { ApiPackageDocs } from './types';

const docs: ApiPackageDocs = {
  package: '@remotion/skia',
  entries: ['@remotion/skia', '@remotion/skia/enable'],
  overview: '/docs/skia',
  documented: {
    SkiaCanvas: {
      page: '/docs/skia/skia-canvas',
      summary:
        "A React Native Skia canvas whose children can use Remotion's hooks, sized in composition pixels.",
    },
    enableSkia: {
      page: '/docs/skia/enable-skia',
      summary:
        'A Webpack override that lets the bundle load the web build of React Native Skia and ships canvaskit.wasm.',
    },
  },
};

export default docs;
