import type { SidebarsConfigInput } from '@sitekit/content-model';

/** Tidepool's two sidebars: the guides (navbar "Docs") and the API reference (navbar "API"). */
const sidebars: SidebarsConfigInput = {
  guides: [
    {
      type: 'category',
      label: 'Getting started',
      collapsed: false,
      items: ['introduction', 'installation', 'quick-start'],
    },
    {
      type: 'category',
      label: 'Guides',
      collapsed: false,
      items: [
        'guides/retries',
        'guides/scheduling',
        'guides/concurrency',
        'guides/deploying',
        'guides/typed-jobs',
      ],
    },
  ],
  reference: [
    'api/create-queue',
    'api/job',
    { type: 'link', label: 'Release notes', href: '/blog' },
  ],
};

export default sidebars;
