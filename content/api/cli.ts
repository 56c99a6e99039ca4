import type { ApiPackageDocs } from './types';

const docs: ApiPackageDocs = {
  package: '@remotion/cli',
  entries: ['@remotion/cli', '@remotion/cli/config'],
  overview: '/docs/cli',
  documented: {
    Config: {
      page: '/docs/config',
      summary:
        'The setters of remotion.config.ts: defaults for the Studio, renders and the Webpack bundle.',
    },
    Concurrency: {
      page: '/docs/config#types',
      summary: 'The value setConcurrency() takes: a number, a percentage string or null.',
    },
    WebpackOverrideFn: {
      page: '/docs/config#types',
      summary: 'A function from Remotion’s Webpack configuration to the one to use.',
    },
    WebpackConfiguration: {
      page: '/docs/config#types',
      summary: 'The Webpack configuration type a WebpackOverrideFn receives and returns.',
    },
  },
  notDocumented: {
    cli: 'The entry function the `remotion` binary calls; run the commands instead (/docs/cli).',
    CliInternals: 'Internal helpers shared with other Remotion packages.',
    ConfigInternals: 'Internal: how the CLI reads back the values the config file set.',
  },
};

export default docs;
