import type { ApiPackageDocs } from './types';

const docs: ApiPackageDocs = {
  package: '@remotion/rive',
  overview: '/docs/rive',
  documented: {
    RemotionRiveCanvas: {
      page: '/docs/rive/remotionrivecanvas',
      summary:
        'Loads a .riv file and plays one of its animations on a canvas, advanced with the timeline.',
    },
    RiveCanvasRef: {
      page: '/docs/rive/remotionrivecanvas#ref',
      summary:
        'The ref of <RemotionRiveCanvas>: access to the Rive animation, artboard, renderer and runtime.',
    },
  },
};

export default docs;
