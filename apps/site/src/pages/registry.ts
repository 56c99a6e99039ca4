import { productPages } from './product-pages';

/** A registered TSX page of the app (read by the build, which renders it at `path`). */
export interface AppPage {
  path: string;
  /** Path relative to `apps/site/src/pages`. */
  file: string;
  title: string;
  description?: string;
  /** Render without the site chrome. */
  bare?: boolean;
}

/** The app's own (non-MDX) pages. Product pages join this list as they are built. */
const pages: AppPage[] = [
  {
    path: '/',
    file: 'home/index.tsx',
    title: 'Remotion | Make videos programmatically',
    description:
      'Create MP4 videos with React: write compositions as components, preview them in the Studio and render them locally or in the cloud.',
  },
  { path: '/404', file: 'not-found/index.tsx', title: 'Page Not Found' },
  { path: '/search', file: 'search/index.tsx', title: 'Search the documentation' },
  { path: '/ai', file: 'ai/index.tsx', title: 'Ask AI about the docs' },
  { path: '/ai-embed', file: 'ai-embed/index.tsx', title: 'Ask AI', bare: true },
  ...productPages,
];

export default pages;
