import type { ApiPackageDocs } from './types';

const docs: ApiPackageDocs = {
  package: '@remotion/preload',
  overview: '/docs/preload',
  documented: {
    preloadVideo: {
      page: '/docs/preload/preload-video',
      summary: 'Starts loading a video before the element that plays it mounts.',
    },
    preloadAudio: {
      page: '/docs/preload/preload-audio',
      summary: 'Starts loading an audio file before the element that plays it mounts.',
    },
    preloadImage: {
      page: '/docs/preload/preload-image',
      summary: 'Adds a preload link for an image.',
    },
    preloadFont: {
      page: '/docs/preload/preload-font',
      summary: 'Adds a preload link for a font file (it does not register the font).',
    },
    resolveRedirect: {
      page: '/docs/preload/resolve-redirect',
      summary: 'Follows the redirects of a URL and resolves with the final URL.',
    },
  },
};

export default docs;
