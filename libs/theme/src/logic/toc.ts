import { useMemo } from 'react';
import type { DocPageData, SiteConfig, TocItem } from '@sitekit/content-model';
import type { RouteModule } from '../route-module.js';
import { useSiteConfig } from './site-data.js';

/** The headings whose level lies within the configured `tableOfContents` levels. */
export function tocWithin(
  items: readonly TocItem[],
  { minHeadingLevel, maxHeadingLevel }: SiteConfig['tableOfContents'],
): TocItem[] {
  return items.filter((item) => item.level >= minHeadingLevel && item.level <= maxHeadingLevel);
}

/**
 * The page's "On this page" entries: its compiled headings, limited to the configured levels,
 * or to the page's own (`toc_min_heading_level`…); none when the page hides its TOC.
 */
export function usePageToc(module: RouteModule, page?: DocPageData['tableOfContents']): TocItem[] {
  const { tableOfContents } = useSiteConfig();
  const { toc } = module;
  return useMemo(
    () => (page === 'hidden' ? [] : tocWithin(toc ?? [], { ...tableOfContents, ...page })),
    [toc, tableOfContents, page],
  );
}
