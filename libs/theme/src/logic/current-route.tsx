import type { RouteModule } from '../route-module.js';
import { useRouterState } from '@sitekit/router-core/react';

/** The module of the committed route (its data, body and headings). */
export function useCurrentRoute(): RouteModule {
  return useRouterState<RouteModule, RouteModule>((s) => s.module);
}

/** The committed pathname. */
export function usePathname(): string {
  return useRouterState<RouteModule, string>((s) => s.location.pathname);
}
