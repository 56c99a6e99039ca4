import type { SiteConfigInput } from '@sitekit/content-model';

const repo = 'https://github.com/remotion-dev/remotion';

/** This product's site configuration; the libraries know nothing of it. */
const config: SiteConfigInput = {
  title: 'Remotion | Make videos programmatically',
  tagline: 'Make videos programmatically',
  url: 'https://www.remotion.dev',
  baseUrl: '/',
  favicon: '/img/favicon.svg',
  image: '/img/social-card.svg',
  docs: {
    path: '/docs',
    mainDocId: 'getting-started',
    editUrl: `${repo}/edit/main/{path}`,
  },
  collections: [
    {
      id: 'blog',
      path: '/blog',
      title: 'Blog',
      description: 'Release notes and announcements.',
      sidebarTitle: 'Recent posts',
      sidebarCount: 100,
      editUrl: `${repo}/edit/main/{path}`,
    },
    {
      id: 'success-stories',
      path: '/success-stories',
      title: 'Success stories',
      description: 'How companies build products with programmatic video.',
      sidebarTitle: 'Success stories',
      sidebarCount: 100,
    },
    {
      id: 'learn',
      path: '/learn',
      title: 'Learn',
      description: 'Step-by-step tutorials.',
      sidebarTitle: 'Learn',
      sidebarCount: 100,
    },
  ],
  navbar: {
    logo: {
      alt: 'Remotion logo',
      src: '/img/logo.svg',
      srcDark: '/img/logo-white.svg',
      href: '/',
      brandUrl: 'https://www.remotion.dev/brand',
    },
    items: [
      { type: 'docSidebar', sidebarId: 'mainSidebar', label: 'Docs', position: 'left' },
      { type: 'docSidebar', sidebarId: 'apiSidebar', label: 'API', position: 'left' },
      {
        type: 'dropdown',
        label: 'Products',
        items: [
          { label: 'Player', to: '/player' },
          { label: 'Lambda', to: '/lambda' },
          { label: 'Editor Starter', to: '/docs/editor-starter' },
          { label: 'Timeline', to: '/docs/timeline' },
          { label: 'WebCodecs', to: '/docs/webcodecs' },
          { label: 'Recorder', to: '/docs/recorder' },
        ],
      },
      {
        type: 'dropdown',
        label: 'Resources',
        items: [
          { label: 'Learn', to: '/learn' },
          { label: 'Resources', to: '/docs/resources' },
          { label: 'Blog', to: '/blog' },
          { label: 'Showcase', to: '/showcase' },
          { label: 'Convert a video', href: 'https://www.remotion.dev/convert' },
          { label: 'Support', to: '/docs/support' },
        ],
      },
      {
        type: 'dropdown',
        label: 'Commercial',
        items: [
          { label: 'License + Pricing', href: 'https://www.remotion.pro/license' },
          { label: 'Store', href: 'https://www.remotion.pro/store' },
          { label: 'Success Stories', to: '/success-stories' },
          { label: 'Experts', to: '/experts' },
          { label: 'About us', to: '/about' },
          { label: 'Investors', to: '/docs/investors' },
          { label: 'Contact us', to: '/contact' },
        ],
      },
      {
        type: 'link',
        href: repo,
        icon: 'github',
        ariaLabel: 'GitHub repository',
        position: 'right',
      },
      {
        type: 'link',
        href: 'https://remotion.dev/discord',
        icon: 'discord',
        ariaLabel: 'Discord community',
        position: 'right',
      },
      {
        type: 'link',
        href: 'https://x.com/remotion',
        icon: 'x',
        ariaLabel: 'X / Twitter',
        position: 'right',
      },
      { type: 'assistant', label: 'Ask AI', position: 'right' },
      { type: 'docsVersion', position: 'right' },
      { type: 'locale', position: 'right' },
      { type: 'search', position: 'right' },
      { type: 'colorMode', position: 'right' },
    ],
  },
  footer: {
    logo: { alt: 'Remotion logo', src: '/img/logo.svg', srcDark: '/img/logo-white.svg' },
    copyright: '© Copyright {year} Remotion AG',
    columns: [
      {
        title: 'Remotion',
        items: [
          { label: 'Getting started', to: '/docs' },
          { label: 'API Reference', to: '/docs/api' },
          { label: 'Player', to: '/player' },
          { label: 'Lambda', to: '/lambda' },
          { label: 'Learn', to: '/learn' },
          { label: 'Convert a video', href: 'https://convert.remotion.dev' },
          { label: 'Store', href: 'https://www.remotion.pro/store' },
          { label: 'GitHub', href: repo },
          { label: 'Remotion Pro', href: 'https://www.remotion.pro' },
        ],
      },
      {
        title: 'Community',
        items: [
          { label: 'Showcase', to: '/showcase' },
          { label: 'Experts', to: '/experts' },
          { label: 'Discord', href: 'https://remotion.dev/discord' },
          { label: 'X', href: 'https://x.com/remotion' },
          { label: 'YouTube', href: 'https://www.youtube.com/@remotion_dev' },
          { label: 'LinkedIn', href: 'https://www.linkedin.com/company/remotion-dev/' },
          { label: 'Instagram', href: 'https://www.instagram.com/remotion/' },
          { label: 'TikTok', href: 'https://www.tiktok.com/@remotion' },
        ],
      },
      {
        title: 'More',
        items: [
          { label: 'About us', to: '/about' },
          { label: 'Contact us', to: '/contact' },
          { label: 'Blog', to: '/blog' },
          { label: 'Success Stories', to: '/success-stories' },
          { label: 'Support', to: '/docs/support' },
          { label: 'Changelog', href: 'https://www.remotion.dev/changelog' },
          { label: 'Acknowledgements', href: 'https://www.remotion.dev/acknowledgements' },
          { label: 'License', href: 'https://www.remotion.dev/license' },
          { label: 'Brand', href: 'https://www.remotion.dev/brand' },
        ],
      },
    ],
  },
  colorMode: { defaultMode: 'light', respectPrefersColorScheme: true, disableSwitch: false },
  // The assistant is the local one by default: /ai-embed in the site's side panel. A hosted
  // assistant instead puts its script in every page's <head> (async; the CSP then allows its
  // origin), configured in its vendor's attribute names, and the navbar's Ask AI button calls
  // the function the script defines to open its own side panel. Its frame speaks the same
  // bridge protocol as the local one (link clicks navigate client-side, it follows the theme).
  // assistant: {
  //   scriptUrl: 'https://crawlchat.app/embed.js',
  //   scriptAttributes: {
  //     id: 'crawlchat-script',
  //     'data-id': '<collection id>',
  //     'data-tag-sidepanel': 'true', // a side panel rather than a popup
  //     'data-hide-ask-ai': 'true', // its own Ask AI button hidden: the navbar's opens it
  //   },
  //   openFunction: 'crawlchatEmbed.toggleSidePanel',
  // },
  // Or keep the local assistant and let a language model write its answers from the sections it
  // retrieves, citing them (off by default; the CSP then allows the endpoint's origin). The key
  // is read from the environment at build time and is visible to readers: use a key restricted
  // to this site, or a proxy that holds the real one and leave apiKeyEnv out.
  // assistant: {
  //   model: {
  //     url: 'https://api.openai.com/v1/chat/completions',
  //     model: 'gpt-4o-mini',
  //     apiKeyEnv: 'ASSISTANT_API_KEY',
  //   },
  // },
};

export default config;
