/**
 * `@sitekit/theme/app`: the glue of a prerendered site — the route loader over the generated
 * manifest, the whole app (`SiteApp`), the browser start and the server render — and
 * recovery from stale builds.
 */
export {
  checkRouteModule,
  createRouteLoader,
  NOT_FOUND_PATH,
  type RouteLoader,
  type RouteManifest,
} from './route-loader.js';
export { loadPageModule } from './page-modules.js';
export { documentTitle, SiteApp, type SiteAppProps } from './SiteApp.js';
export { startClient, type ClientOptions } from './client.js';
export { createServerRender, type ServerOptions } from './server.js';
export {
  freshImport,
  installStaleBuildRecovery,
  isChunkLoadError,
  markFullReload,
  recoverFromStaleBuild,
} from './stale-build.js';
