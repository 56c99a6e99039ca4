import type { SidebarsConfigInput } from '@sitekit/content-model';

/**
 * The docs sidebars, in the reference site's order (../shared/spec/sidebars-tree.md).
 * Pages join their category here as they are written; every id must exist.
 */
const sidebars: SidebarsConfigInput = {
  apiSidebar: [
    'api',
    { type: 'html', value: '<hr>' },
    {
      type: 'category',
      label: 'remotion',
      items: [
        'absolute-fill',
        'composition',
        'easing',
        'interpolate',
        'random',
        'sequence',
        'spring',
        'staticfile',
        'use-current-frame',
        'use-video-config',
      ],
    },
    {
      type: 'category',
      label: '@remotion/player',
      items: [{ type: 'link', label: 'Guide + Examples', href: '/docs/player' }, 'player/api'],
    },
  ],
  mainSidebar: [
    {
      type: 'category',
      label: 'Getting started',
      items: [
        'getting-started',
        'the-fundamentals',
        'animating-properties',
        'reusability',
        'preview',
      ],
    },
    {
      type: 'category',
      label: 'Designing visuals',
      items: [
        'transforms',
        'assets',
        'layers',
        'transitioning',
        'fonts',
        'measuring',
        'using-randomness',
        'noise-visualization',
        'animation-math',
      ],
    },
    {
      type: 'category',
      label: 'Player',
      link: { type: 'doc', id: 'player/index' },
      items: [{ type: 'link', label: 'API Reference', href: '/docs/player/player' }],
    },
    {
      type: 'category',
      label: 'WebCodecs',
      link: { type: 'doc', id: 'webcodecs/index' },
      items: [],
    },
    { type: 'link', label: 'API Reference', href: '/docs/api' },
    'resources',
    {
      type: 'category',
      label: 'Get help',
      items: [
        { type: 'link', label: 'Discord', href: 'https://remotion.dev/discord' },
        {
          type: 'link',
          label: 'GitHub Issues',
          href: 'https://github.com/remotion-dev/remotion/issues',
        },
        'support',
      ],
    },
    { type: 'html', value: '<hr>' },
    { type: 'link', label: 'Editor Starter', href: '/docs/editor-starter', className: 'pro-item' },
    {
      type: 'category',
      label: 'Timeline',
      link: { type: 'doc', id: 'timeline/index' },
      items: [],
      className: 'pro-item',
    },
    { type: 'link', label: 'Recorder', href: '/docs/recorder' },
  ],
  editorStarterSidebar: [
    { type: 'link', label: '← Back to the main docs', href: '/docs' },
    {
      type: 'category',
      label: 'Editor Starter',
      link: { type: 'doc', id: 'editor-starter/index' },
      items: [],
      collapsed: false,
    },
  ],
  recorderSidebar: [
    {
      type: 'category',
      label: 'Recorder',
      items: ['recorder/index'],
      collapsed: false,
    },
  ],
};

export default sidebars;
