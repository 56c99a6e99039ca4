import type { ApiPackageDocs } from './types';

const docs: ApiPackageDocs = {
  package: '@remotion/lottie',
  overview: '/docs/lottie',
  documented: {
    Lottie: {
      page: '/docs/lottie/lottie',
      summary: 'Plays a Lottie animation with lottie-web, seeked to the current frame.',
    },
    getLottieMetadata: {
      page: '/docs/lottie/getlottiemetadata',
      summary:
        'Reads the frame rate, duration and size declared in a Lottie JSON, or returns null.',
    },
    LottieAnimationData: {
      page: '/docs/lottie/lottie#lottieanimationdata',
      summary: 'The parsed Lottie JSON: an object with at least fr, w, h and op.',
    },
    LottieProps: {
      page: '/docs/lottie/lottie#props',
      summary: 'The props of <Lottie>.',
    },
  },
};

export default docs;
