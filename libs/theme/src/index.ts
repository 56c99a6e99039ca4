export type { RouteModule, PageBody, MdxComponents } from './route-module.js';
export { SiteDataProvider, useSiteData, useSiteConfig, type SiteData } from './logic/site-data.js';
export { useCurrentRoute, usePathname } from './logic/current-route.js';
export { PageRenderer } from './shell/PageRenderer/index.js';
export { Layout, MAIN_CONTENT_ID } from './shell/Layout/index.js';
export { NotFound } from './shell/NotFound/index.js';
export { SmartLink } from './shell/SmartLink/index.js';
