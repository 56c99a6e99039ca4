/** The provider implementations, as their own entry so sites can load them lazily (see createLazyProvider). */
export { createLocalProvider, type LocalProviderOptions } from './local/index.js';
export { createAlgoliaProvider, type AlgoliaProviderOptions } from './algolia/index.js';
