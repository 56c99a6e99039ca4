/** Compiled MDX pages, as the generated route modules import them. */
declare module '*.mdx' {
  import type { PageBody } from '@sitekit/theme';
  import type { TocItem } from '@sitekit/content-model';
  const Content: PageBody;
  export const toc: TocItem[];
  export default Content;
}
