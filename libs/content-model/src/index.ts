export {
  ContentValidationError,
  formatIssuePath,
  formatIssues,
  parseWith,
} from './errors/format-issues.js';
export { messages } from './errors/messages.js';
export { editDistance, nearestFirst } from './errors/nearest.js';
export {
  authorSchema,
  docFrontmatterSchema,
  postFrontmatterSchema,
} from './schemas/frontmatter.js';
export type {
  Author,
  AuthorInput,
  DocFrontmatter,
  DocFrontmatterInput,
  PostFrontmatter,
  PostFrontmatterInput,
} from './schemas/frontmatter.js';
export {
  dropdownLinkSchema,
  navbarItemSchema,
  navbarItemTypes,
  navbarLinkSchema,
} from './schemas/navbar.js';
export type { NavbarItem, NavbarItemInput, NavbarItemType } from './schemas/navbar.js';
export { docEntrySchema, docsVersionSchema } from './schemas/docs-version.js';
export type { DocEntry, DocsVersion } from './schemas/docs-version.js';
export {
  sidebarCategorySchema,
  sidebarDocSchema,
  sidebarHtmlSchema,
  sidebarItemSchema,
  sidebarLinkSchema,
  sidebarsSchema,
} from './schemas/sidebar.js';
export type {
  SidebarCategoryConfig,
  SidebarCategoryInput,
  SidebarItemConfig,
  SidebarItemInput,
  SidebarsConfig,
  SidebarsConfigInput,
} from './schemas/sidebar.js';
export {
  announcementBarSchema,
  assistantConfigSchema,
  collectionConfigSchema,
  localeConfigSchema,
  siteConfigSchema,
} from './schemas/site-config.js';
export type {
  AnnouncementBar,
  AssistantConfig,
  CollectionConfig,
  LocaleConfig,
  SiteConfig,
  SiteConfigInput,
} from './schemas/site-config.js';
export { canonicalPath, docIdOf, docUrlOf } from './docs/url.js';
export type { DocSource } from './docs/url.js';
export { resolveSidebars } from './docs/sidebars.js';
export type {
  Crumb,
  DocInfo,
  DocPlacement,
  ResolvedSidebars,
  SidebarCategory,
  SidebarItem,
} from './docs/sidebars.js';
export { pruneSidebar } from './docs/prune.js';
export type { PrunedCategory, PrunedSidebarItem } from './docs/prune.js';
export {
  groupByYear,
  listPagePath,
  paginate,
  postDateOf,
  postSlugOf,
  readingTimeOf,
  splitPreview,
  truncateMarker,
} from './blog/posts.js';
export type {
  ArchivePageData,
  CollectionRef,
  DocPageData,
  PageData,
  PageHead,
  PageLink,
  PlainPageData,
  PostListPageData,
  PostPageData,
  PostSummary,
  RouteInfo,
  TocItem,
} from './page-data.js';
export { runtimeMessages } from './errors/runtime-messages.js';
