import type { ApiPackageDocs } from './types';

const docs: ApiPackageDocs = {
  package: '@remotion/motion-blur',
  overview: '/docs/motion-blur',
  documented: {
    CameraMotionBlur: {
      page: '/docs/motion-blur/camera-motion-blur',
      summary:
        'Averages sub-frame copies of its children to imitate the motion blur of a film camera.',
    },
    CameraMotionBlurProps: {
      page: '/docs/motion-blur/camera-motion-blur#props',
      summary: 'The props of <CameraMotionBlur>: children, shutterAngle and samples.',
    },
    Trail: {
      page: '/docs/motion-blur/trail',
      summary: 'Stacks delayed, increasingly transparent copies of its children to draw a trail.',
    },
    TrailProps: {
      page: '/docs/motion-blur/trail#props',
      summary: 'The props of <Trail>: children, layers, lagInFrames and trailOpacity.',
    },
  },
};

export default docs;
