import type { ComponentType } from 'react';
import type { RouteInfo, TocItem } from '@sitekit/content-model';

/** Components an MDX body can be given to render its elements. */
export type MdxComponents = Record<string, ComponentType<never>>;

/** The body component of a page: compiled MDX or a TSX page. */
export type PageBody = ComponentType<{ components?: MdxComponents }>;

/** What a route module exports: its body, its route data and, for MDX, its headings. */
export interface RouteModule {
  default: PageBody;
  route: RouteInfo;
  toc?: TocItem[];
  /** Previews of the posts of a list page. */
  previews?: PageBody[];
  /** The layout of the page (docs, post, list, archive); plain pages have none. */
  Layout?: ComponentType<{ module: RouteModule }>;
}
