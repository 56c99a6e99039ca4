import type { ApiPackageDocs } from './types';

const docs: ApiPackageDocs = {
  package: '@remotion/three',
  overview: '/docs/three',
  documented: {
    ThreeCanvas: {
      page: '/docs/three-canvas',
      summary:
        "React Three Fiber's <Canvas> with a fixed size, one redraw per frame while rendering and Remotion's hooks inside.",
    },
    ThreeCanvasProps: {
      page: '/docs/three-canvas#signature',
      summary:
        "Props of <ThreeCanvas>: React Three Fiber's <Canvas> props plus width, height and children.",
    },
    useVideoTexture: {
      page: '/docs/use-video-texture',
      summary: 'Creates a three.js VideoTexture from the element of a Remotion <Video>.',
    },
    UseVideoTextureOptions: {
      page: '/docs/use-video-texture#the-usevideotextureoptions-type',
      summary: "The props type of Remotion's <Video> (not a parameter of the hook).",
    },
    useOffthreadVideoTexture: {
      page: '/docs/use-offthread-video-texture',
      summary:
        'During rendering, loads the exact video frame for the current frame, extracted by FFmpeg, as a texture.',
    },
    UseOffthreadVideoTextureOptions: {
      page: '/docs/use-offthread-video-texture#options',
      summary:
        'Options of useOffthreadVideoTexture(): src, playbackRate, transparent, toneMapped and delayRender settings.',
    },
  },
};

export default docs;
