import type { SiteConfigInput } from '@sitekit/content-model';

/** Tidepool is made up: its repository and community links point nowhere real. */
const repo = 'https://github.example/tidepool/tidepool';

/** Tidepool's site configuration: what the theme's navbar, footer and docs render. */
const config: SiteConfigInput = {
  title: 'Tidepool',
  tagline: 'A tiny, typed job queue for Node.js',
  url: 'https://tidepool.example',
  favicon: '/logo.svg',
  docs: {
    path: '/docs',
    mainDocId: 'introduction',
    version: { name: 'current', label: '1.x' },
    // Dates would come from git history; this example has none worth showing.
    showLastUpdateTime: false,
  },
  collections: [
    {
      id: 'blog',
      path: '/blog',
      title: 'Blog',
      description: 'Release notes from the Tidepool team.',
      sidebarTitle: 'Recent posts',
    },
  ],
  navbar: {
    title: 'Tidepool',
    logo: { alt: 'Tidepool logo', src: '/logo.svg', href: '/' },
    items: [
      { type: 'docSidebar', sidebarId: 'guides', label: 'Docs', position: 'left' },
      { type: 'docSidebar', sidebarId: 'reference', label: 'API', position: 'left' },
      { type: 'link', label: 'Blog', to: '/blog', position: 'left' },
      { type: 'search', position: 'right' },
      {
        type: 'link',
        href: repo,
        icon: 'github',
        ariaLabel: 'GitHub repository',
        position: 'right',
      },
      { type: 'colorMode', position: 'right' },
    ],
  },
  footer: {
    logo: { alt: 'Tidepool logo', src: '/logo.svg' },
    copyright: '© {year} The Tidepool authors (an invented project)',
    columns: [
      {
        title: 'Docs',
        items: [
          { label: 'Introduction', to: '/docs' },
          { label: 'Quick start', to: '/docs/quick-start' },
          { label: 'API reference', to: '/docs/api/create-queue' },
        ],
      },
      {
        title: 'Project',
        items: [
          { label: 'Blog', to: '/blog' },
          { label: 'GitHub', href: repo },
        ],
      },
    ],
  },
  colorMode: { defaultMode: 'light', respectPrefersColorScheme: false },
  search: { placeholder: 'Search Tidepool' },
};

export default config;
