import type {
  ArchivePageData,
  CollectionRef,
  Crumb,
  DocPageData,
  PageLink,
  PostSummary,
  PrunedSidebarItem,
  SiteConfigInput,
  TocItem,
} from '@sitekit/content-model';
import type { RouteModule } from '../route-module.js';

/** A neutral site configuration for stories (any product could use the theme this way). */
export const storyConfig: SiteConfigInput = {
  title: 'Example Docs',
  tagline: 'Build things',
  url: 'https://docs.example.com',
  docs: {},
  navbar: {
    logo: {
      alt: 'Example logo',
      src: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"%3E%3Crect width="32" height="32" rx="8" fill="%230b6bcb"/%3E%3C/svg%3E',
    },
    items: [
      { type: 'docSidebar', sidebarId: 'docs', label: 'Docs', position: 'left' },
      {
        type: 'dropdown',
        label: 'Resources',
        items: [
          { label: 'Blog', to: '/blog' },
          { label: 'Changelog', href: 'https://example.com/changelog' },
        ],
      },
      {
        type: 'link',
        href: 'https://github.com/example/example',
        icon: 'github',
        ariaLabel: 'GitHub repository',
        position: 'right',
      },
      { type: 'assistant', position: 'right' },
    ],
  },
  footer: {
    copyright: '© {year} Example Inc.',
    columns: [
      { title: 'Docs', items: [{ label: 'Getting started', to: '/docs/intro' }] },
      { title: 'Community', items: [{ label: 'Forum', href: 'https://example.com/forum' }] },
      { title: 'More', items: [{ label: 'Blog', to: '/blog' }] },
    ],
  },
};

/** Path of the docs page the docs fixtures describe. */
export const docPath = '/docs/guides/deployment/static-hosting';

/**
 * A docs sidebar as a page payload carries it: top-level links, an expanded category
 * (with a nested one holding the current page), an `<hr>` html item, a category whose
 * children were pruned (they load on demand) and an external link.
 */
export const docSidebar: PrunedSidebarItem[] = [
  { type: 'link', label: 'Introduction', href: '/docs/intro' },
  {
    type: 'category',
    label: 'Guides',
    href: '/docs/guides',
    collapsed: false,
    items: [
      { type: 'link', label: 'Installation', href: '/docs/guides/installation' },
      { type: 'link', label: 'Configuration', href: '/docs/guides/configuration' },
      {
        type: 'category',
        label: 'Deployment',
        collapsed: false,
        items: [
          { type: 'link', label: 'Static hosting', href: docPath },
          { type: 'link', label: 'Containers', href: '/docs/guides/deployment/containers' },
        ],
      },
    ],
  },
  { type: 'html', value: '<hr />', defaultStyle: false },
  { type: 'category', label: 'Reference', collapsed: true, pruned: true, items: [] },
  { type: 'link', label: 'Changelog', href: 'https://example.com/changelog' },
];

/** The categories above the docs page. */
export const docCrumbs: Crumb[] = [
  { label: 'Guides', href: '/docs/guides' },
  { label: 'Deployment' },
];

/** Headings of the docs page (their ids match the story body's headings). */
export const docToc: TocItem[] = [
  { id: 'before-you-start', text: 'Before you start', level: 2 },
  { id: 'build-the-site', text: 'Build the site', level: 2 },
  { id: 'the-output-folder', text: 'The output folder', level: 3 },
  { id: 'upload-the-files', text: 'Upload the files', level: 2 },
  { id: 'cache-headers', text: 'Cache headers', level: 3 },
];

/** Neighbours of the docs page. */
export const docPrevious: PageLink = { label: 'Configuration', href: '/docs/guides/configuration' };
export const docNext: PageLink = {
  label: 'Containers',
  href: '/docs/guides/deployment/containers',
};

/** Build-time data of the docs page. */
export const docPageData: DocPageData = {
  kind: 'doc',
  id: 'guides/deployment/static-hosting',
  sidebarName: 'docs',
  sidebar: docSidebar,
  crumbs: docCrumbs,
  previous: docPrevious,
  next: docNext,
  editUrl: 'https://github.com/example/example/edit/main/docs/guides/deployment/static-hosting.mdx',
  lastUpdated: '2025-03-14T10:00:00.000Z',
  version: { name: 'current', label: 'Next', path: '/docs' },
};

/** A docs route without a body, for `parameters.route` (navbar active item, drawer's docs sidebar). */
export const docRoute: RouteModule = {
  default: () => null,
  route: { path: docPath, head: { title: 'Static hosting' }, data: docPageData },
  toc: docToc,
};

/** A blog-style collection with its recent posts. */
export const collection: CollectionRef = {
  id: 'blog',
  path: '/blog',
  title: 'Blog',
  sidebarTitle: 'Recent posts',
  recent: [
    {
      year: '2025',
      posts: [
        { label: 'Faster builds with a persistent cache', href: '/blog/2025/03/faster-builds' },
        { label: 'Versioned docs, simplified', href: '/blog/2025/01/versioned-docs' },
      ],
    },
    {
      year: '2024',
      posts: [
        { label: 'A year of releases', href: '/blog/2024/12/year-in-review' },
        { label: 'Introducing dark mode', href: '/blog/2024/09/dark-mode' },
      ],
    },
  ],
};

/** A post with two authors (one with a profile link and a role). */
export const post: PostSummary = {
  title: 'Faster builds with a persistent cache',
  path: '/blog/2025/03/faster-builds',
  date: '2025-03-14',
  authors: [
    { name: 'Alex Example', title: 'Maintainer', url: 'https://example.com/alex' },
    { name: 'Sam Sample' },
  ],
  readingTime: 4,
  truncated: true,
  tags: ['release', 'performance'],
  description: 'Rebuilds now reuse the compiled pages that did not change.',
};

/** The collection's archive: every post, grouped by year. */
export const archive: ArchivePageData = {
  kind: 'archive',
  collection,
  years: [
    {
      year: '2025',
      posts: [
        {
          title: 'Faster builds with a persistent cache',
          path: '/blog/2025/03/faster-builds',
          date: '2025-03-14',
        },
        {
          title: 'Versioned docs, simplified',
          path: '/blog/2025/01/versioned-docs',
          date: '2025-01-20',
        },
      ],
    },
    {
      year: '2024',
      posts: [
        { title: 'A year of releases', path: '/blog/2024/12/year-in-review', date: '2024-12-30' },
        { title: 'Introducing dark mode', path: '/blog/2024/09/dark-mode', date: '2024-09-02' },
        { title: 'Hello, world', path: '/blog/2024/06/hello-world', date: '2024-06-11' },
      ],
    },
  ],
};

/** A sidebar nested five levels deep, with a label long enough to wrap, down to the current page. */
export const deepDocSidebar: PrunedSidebarItem[] = [
  { type: 'link', label: 'Introduction', href: '/docs/intro' },
  {
    type: 'category',
    label: 'Building',
    collapsed: false,
    items: [
      {
        type: 'category',
        label: 'Remote builds',
        collapsed: false,
        items: [
          {
            type: 'category',
            label: 'Distributed builds on serverless functions',
            collapsed: false,
            items: [
              {
                type: 'category',
                label: 'Troubleshooting',
                collapsed: false,
                items: [
                  {
                    type: 'link',
                    label: 'The function timed out before the last batch of pages was built',
                    href: docPath,
                  },
                  { type: 'link', label: 'Permissions', href: '/docs/build/permissions' },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
  ...Array.from({ length: 12 }, (_, i) => ({
    type: 'link' as const,
    label: `Guide ${i + 1}`,
    href: `/docs/guides/guide-${i + 1}`,
  })),
];

/** A long page's headings: many second- and third-level entries, one long enough to wrap. */
export const longToc: TocItem[] = Array.from({ length: 14 }, (_, i) => ({
  id: `section-${i + 1}`,
  text:
    i === 3
      ? 'Building a large site on a serverless function with a custom Node.js runtime'
      : `Section ${i + 1}`,
  level: i % 3 === 2 ? 3 : 2,
}));
