export * from './core/path.js';
export * from './core/history.js';
export * from './core/events.js';
export * from './core/environment.js';
export * from './core/router.js';
export * from './core/prefetch-policy.js';
