import type { IndexCard } from './docs/generated-index.js';
import type { Crumb } from './docs/sidebars.js';
import type { PrunedSidebarItem } from './docs/prune.js';
import type { Author } from './schemas/frontmatter.js';

/**
 * A heading listed in the table of contents: compiled MDX pages export their headings as
 * `toc`, and the theme lists those within the configured `tableOfContents` levels.
 */
export interface TocItem {
  id: string;
  text: string;
  level: number;
}

/** A link to a neighbouring page. */
export interface PageLink {
  label: string;
  href: string;
}

/** What every route carries for its `<head>`. */
export interface PageHead {
  title: string;
  description?: string;
  image?: string;
  /** Keep out of search engines (e.g. the not-found page). */
  noIndex?: boolean;
  /** Keep out of the assistant's sources (frontmatter `no_ai: true`). */
  noAi?: boolean;
  /** Search-engine keywords, written as `<meta name="keywords">` (frontmatter `keywords`). */
  keywords?: string[];
}

/** A tag of a docs page (frontmatter `tags`). */
export interface PageTag {
  label: string;
  /** The tag's page, when the site has one. */
  permalink?: string;
  description?: string;
}

/** The levels a page's table of contents lists, when they differ from the site's. */
export interface TocLevels {
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
}

/** Data of a docs page, computed at build time. */
export interface DocPageData {
  kind: 'doc';
  id: string;
  /** Name of the sidebar shown beside the page. */
  sidebarName?: string;
  /** The sidebar, with unexpanded branches left out (see pruneSidebar). */
  sidebar?: PrunedSidebarItem[];
  crumbs: Crumb[];
  previous?: PageLink;
  next?: PageLink;
  editUrl?: string;
  /** ISO date of the last commit that touched the file, or of frontmatter `last_update.date`. */
  lastUpdated?: string;
  /** Who made the last update (frontmatter `last_update.author`). */
  lastUpdatedBy?: string;
  version: { name: string; label: string; path: string };
  /**
   * Who shows the title heading: absent, the theme; `in-body`, the body, which starts with
   * its own `# Title` (so the theme adds no second h1); `hidden`, nobody (`hide_title`).
   */
  titleHeading?: 'in-body' | 'hidden';
  /** The page's own table of contents: `hidden` (`hide_table_of_contents`) or other levels (`toc_*_heading_level`). */
  tableOfContents?: 'hidden' | TocLevels;
  /** Frontmatter `tags`. */
  tags?: PageTag[];
  /** Reachable by its URL only (frontmatter `unlisted`); the theme says so above the article. */
  unlisted?: true;
  /** A category's generated index page: the theme lists these cards as the page's body. */
  generatedIndex?: { description?: string; cards: IndexCard[] };
}

/** A post as lists show it. */
export interface PostSummary {
  title: string;
  path: string;
  /** ISO date (YYYY-MM-DD). */
  date: string;
  authors: Author[];
  readingTime: number;
  truncated: boolean;
  tags: string[];
  description?: string;
}

/** The collection a post or list belongs to. */
export interface CollectionRef {
  id: string;
  path: string;
  title: string;
  sidebarTitle: string;
  /** Recent posts for the sidebar, grouped by year. */
  recent: { year: string; posts: PageLink[] }[];
}

export interface PostPageData {
  kind: 'post';
  collection: CollectionRef;
  post: PostSummary;
  newer?: PageLink;
  older?: PageLink;
  editUrl?: string;
}

export interface PostListPageData {
  kind: 'post-list';
  collection: CollectionRef;
  page: number;
  pageCount: number;
  posts: PostSummary[];
  newerPage?: string;
  olderPage?: string;
}

export interface ArchivePageData {
  kind: 'archive';
  collection: CollectionRef;
  years: { year: string; posts: { title: string; path: string; date: string }[] }[];
}

/** A standalone page (home, product pages, not-found). */
export interface PlainPageData {
  kind: 'page';
  /** Render without the site chrome (navbar, footer). */
  bare?: boolean;
}

export type PageData =
  | DocPageData
  | PostPageData
  | PostListPageData
  | ArchivePageData
  | PlainPageData;

/** What a route module exports next to its default component. */
export interface RouteInfo {
  path: string;
  head: PageHead;
  data: PageData;
}
