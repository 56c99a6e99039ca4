import { createContext, use, type ReactNode } from 'react';
import type { SiteConfig } from '@sitekit/content-model';

/** Validated site configuration plus facts the build derived from content. */
export interface SiteData {
  config: SiteConfig;
  /** Each docs sidebar's first page, for navbar `docSidebar` items. */
  sidebarLinks: Record<string, string>;
  /** URL prefix of the full sidebars as JSON (`<prefix><name>.json`). */
  sidebarsUrl: string;
}

const Context = createContext<SiteData | null>(null);

/** Provides the site data to the shell. */
export function SiteDataProvider({ value, children }: { value: SiteData; children: ReactNode }) {
  return <Context value={value}>{children}</Context>;
}

/** The site data; throws outside SiteDataProvider. */
export function useSiteData(): SiteData {
  const value = use(Context);
  if (!value) throw new Error('useSiteData() was called outside of <SiteDataProvider>.');
  return value;
}

/** Shorthand for the validated site configuration. */
export const useSiteConfig = (): SiteConfig => useSiteData().config;
