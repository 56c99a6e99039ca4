export {
  hrefOf,
  normalizePathname,
  onlySearchChanged,
  parseHref,
  safeDecode,
} from './core/path.js';
export type { RouterLocation } from './core/path.js';
export { createBrowserHistory, createMemoryHistory } from './core/history.js';
export type { RouterHistory } from './core/history.js';
export { Emitter } from './core/events.js';
export { browserEnvironment, inertEnvironment } from './core/environment.js';
export type { RouterEnvironment } from './core/environment.js';
export { createRouter } from './core/router.js';
export type {
  NavigationAction,
  Router,
  RouterEvents,
  RouterOptions,
  RouterState,
} from './core/router.js';
export { canPrefetch } from './core/prefetch-policy.js';
export type { ConnectionInfo } from './core/prefetch-policy.js';
