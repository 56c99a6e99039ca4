import type { RouteModule } from '../route-module.js';
/**
 * Page layouts by route kind, one module each: route modules re-export the one they
 * need as `Layout`, so a page's JavaScript carries its own layout and not the others.
 */
export { DocLayout } from './doc.js';
export { PostLayout } from './post.js';
export { PostListLayout } from './post-list.js';
export { ArchiveLayout } from './archive.js';

/** Props every layout receives. */
export interface LayoutProps {
  module: RouteModule;
}

export { layoutForKind } from '../head/vocabulary.js';
