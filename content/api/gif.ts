import type { ApiPackageDocs } from './types';

const docs: ApiPackageDocs = {
  package: '@remotion/gif',
  overview: '/docs/gif',
  documented: {
    Gif: {
      page: '/docs/gif/gif',
      summary: 'Draws an animated GIF on a canvas, in sync with the current frame.',
    },
    getGifDurationInSeconds: {
      page: '/docs/gif/get-gif-duration-in-seconds',
      summary: 'Downloads and decodes a GIF and resolves to the length of one loop in seconds.',
    },
    preloadGif: {
      page: '/docs/gif/preload-gif',
      summary:
        'Decodes a GIF ahead of time so <Gif> shows it at once; returns waitUntilDone() and free().',
    },
    RemotionGifProps: {
      page: '/docs/gif/gif#props',
      summary: 'The props of <Gif>.',
    },
    GifFillMode: {
      page: '/docs/gif/gif#fit-values',
      summary: "The values of the fit prop of <Gif>: 'contain', 'cover' or 'fill'.",
    },
  },
};

export default docs;
