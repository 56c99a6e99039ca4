/** Modules the Storybook's Vite plugins make at build time (see .storybook/). */
declare module 'virtual:sitekit/design-tokens' {
  // An ambient module may not import by a relative path; an import type may.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const tokens: import('./tokens/tokens.js').DesignTokens;
  export default tokens;
}

declare module 'sitekit-mdx:*' {
  import type { ComponentType } from 'react';
  import type { TocItem } from '@sitekit/content-model';
  const Body: ComponentType<{ components?: Record<string, unknown> }>;
  export default Body;
  export const toc: TocItem[];
}
