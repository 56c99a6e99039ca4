export * from './progress-bar.js';
export * from './analytics.js';
