import type { ApiPackageDocs } from './types.js';

const docs: ApiPackageDocs = {
  package: '@remotion/media',
  overview: '/docs/media',
  documented: {
    Video: {
      page: '/docs/media/video',
      summary: 'WebCodecs-based video component that draws to a canvas, with automatic fallback.',
    },
    Audio: {
      page: '/docs/media/audio',
      summary: 'WebCodecs-based audio component, with automatic fallback.',
    },
    VideoProps: {
      page: '/docs/media/video#props',
      summary: 'Type: props of <Video> from @remotion/media.',
    },
    AudioProps: {
      page: '/docs/media/audio#props',
      summary: 'Type: props of <Audio> from @remotion/media.',
    },
    FallbackHtml5AudioProps: {
      page: '/docs/media/audio#rendering-and-fallback',
      summary: 'Type: props passed to the fallback of <Audio>.',
    },
    experimental_Audio: {
      page: '/docs/media/audio#old-name-experimental_audio',
      summary: 'Deprecated earlier name of Audio.',
    },
    experimental_Video: {
      page: '/docs/media/video#old-name-experimental_video',
      summary: 'Deprecated earlier name of Video.',
    },
  },
  notDocumented: {
    AudioForPreview:
      'internal: the preview-only half of <Audio>, which <Audio> renders outside of renders by itself; its props type requires the internal `stack` prop, and it produces no sound in a render',
  },
};

export default docs;
