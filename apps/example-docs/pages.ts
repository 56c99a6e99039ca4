import type { AppPage } from '@sitekit/builder';

/** The site's TSX pages (files relative to src/pages); the docs and blog come from content/. */
const pages: AppPage[] = [
  {
    path: '/',
    file: 'home/index.tsx',
    title: 'Tidepool',
    description:
      'Tidepool is a tiny, typed job queue for Node.js: durable jobs, retries with backoff and schedules in one small package.',
  },
  { path: '/404', file: 'not-found/index.tsx', title: 'Page not found' },
  { path: '/search', file: 'search/index.tsx', title: 'Search the Tidepool docs' },
];

export default pages;
