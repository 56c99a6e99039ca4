import type { Router } from '@sitekit/router-core';
import type { RouteModule, SiteData } from '@sitekit/theme';
import { SiteApp } from '@sitekit/theme/app';
import '../docs-demos/docs-demos.css';
import '../docs-facts/docs-facts.css';
import { HostedAssistantHost } from './hosted-assistant';
import { slots } from './slots';

/**
 * The whole client app: the theme's site app with this site's slots and assistant. Its MDX
 * components (demos, facts) are imported by the pages that use them (see mdx-components.ts).
 */
export function App({ router, siteData }: { router: Router<RouteModule>; siteData: SiteData }) {
  return (
    <SiteApp router={router} siteData={siteData} slots={slots}>
      <HostedAssistantHost />
    </SiteApp>
  );
}
