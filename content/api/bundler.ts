import type { ApiPackageDocs } from './types';

/** `@remotion/bundler` (4.0.357): compiles a Remotion project with webpack into a bundle for rendering. */
const bundler: ApiPackageDocs = {
  package: '@remotion/bundler',
  overview: '/docs/bundler',
  documented: {
    bundle: {
      page: '/docs/bundle',
      summary:
        'Compiles a Remotion project into a static folder and resolves with its path, the serveUrl for rendering.',
    },
    BundleOptions: {
      page: '/docs/bundle#types',
      summary:
        'Type of the options object of bundle(): entryPoint, outDir, publicPath, webpackOverride, …',
    },
    LegacyBundleOptions: {
      page: '/docs/bundle#types',
      summary:
        'Type of the third argument of the positional form bundle(entryPoint, onProgress, options).',
    },
    MandatoryLegacyBundleOptions: {
      page: '/docs/bundle#types',
      summary:
        'The legacy bundle options (outDir, rootDir, publicDir, …) with every field required.',
    },
    WebpackOverrideFn: {
      page: '/docs/bundle#types',
      summary:
        'Type of a function that receives the webpack configuration and returns a changed one.',
    },
    WebpackConfiguration: {
      page: '/docs/bundle#types',
      summary: "Webpack's Configuration type, as passed to and returned from a webpack override.",
    },
    GitSource: {
      page: '/docs/bundle#types',
      summary: 'Type of the gitSource option: the GitHub repository a deployed Studio links to.',
    },
    webpack: {
      page: '/docs/bundle#webpack',
      summary: 'The webpack module the bundler uses, for creating plugins in a webpack override.',
    },
  },
  notDocumented: {
    BundlerInternals:
      'internal: webpack configuration, HTML template, cache and bundling helpers that @remotion/cli and @remotion/studio-server assemble themselves; changes without notice.',
  },
};

export default bundler;
