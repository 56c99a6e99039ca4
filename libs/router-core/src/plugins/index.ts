export { installProgressBar } from './progress-bar.js';
export type { ProgressBarOptions } from './progress-bar.js';
export { createGtag, installPageViews } from './analytics.js';
export type { PageView } from './analytics.js';
export { installRouteAnnouncer } from './announcer.js';
