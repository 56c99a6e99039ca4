import type { ApiPackageDocs } from './types.js';

const comp = '/docs/animated-emoji/animated-emoji';
const list = '/docs/animated-emoji/get-available-emoji';

const docs: ApiPackageDocs = {
  package: '@remotion/animated-emoji',
  overview: '/docs/animated-emoji',
  documented: {
    AnimatedEmoji: {
      page: comp,
      summary: 'Plays one animated emoji as a muted, transparent, looping video.',
    },
    AnimatedEmojiProps: {
      page: `${comp}#props`,
      summary:
        'Props of <AnimatedEmoji>: the <OffthreadVideo> props without src and muted, plus emoji, scale and calculateSrc.',
    },
    CalculateEmojiSrc: {
      page: `${comp}#loading-the-files-from-elsewhere`,
      summary: 'Function type that returns the URL of an emoji file for a name, scale and format.',
    },
    getAvailableEmojis: {
      page: list,
      summary: 'Lists all emoji with their category, tags, code point and animation length.',
    },
    EmojiName: {
      page: `${list}#the-emojiname-type`,
      summary: 'Union of the emoji names <AnimatedEmoji> accepts.',
    },
  },
};

export default docs;
