import type { Router } from '@sitekit/router-core';
import type { RouteModule, SiteData } from '@sitekit/theme';
import { SiteApp } from '@sitekit/theme/app';
import { docsDemos } from '../docs-demos';
import { docsFacts } from '../docs-facts';
import { HostedAssistantHost } from './hosted-assistant';
import { slots } from './slots';

/** The site's own MDX components: live demos and the cloud packages' facts. */
const siteMdxComponents = { ...docsDemos, ...docsFacts };

/** The whole client app: the theme's site app with this site's slots, components and assistant. */
export function App({ router, siteData }: { router: Router<RouteModule>; siteData: SiteData }) {
  return (
    <SiteApp router={router} siteData={siteData} slots={slots} mdxComponents={siteMdxComponents}>
      <HostedAssistantHost />
    </SiteApp>
  );
}
