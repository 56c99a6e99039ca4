declare module '*.mdx' {
  import type { PageBody } from '@sitekit/theme';
  import type { TocItem } from '@sitekit/content-model';
  const Content: PageBody;
  export const toc: TocItem[];
  export default Content;
}

declare module 'virtual:cloud-facts' {
  import type { CloudFacts } from './src/docs-facts/cloud-facts';
  const facts: CloudFacts;
  export default facts;
}
