export * from './progress-bar.js';
export * from './analytics.js';
export * from './announcer.js';
