import { useCallback } from 'react';
import { useRouter } from '@sitekit/router-core/react';
import {
  createAlgoliaProvider,
  createLocalProvider,
  fetchSearchIndex,
  SEARCH_INDEX_PATH,
  type SearchProvider,
} from '@sitekit/search';
import { SearchButton } from '@sitekit/search/react';
import { Footer, useSiteConfig, type SlotComponents } from '@sitekit/theme';
import { AssistantPanelContent } from '../assistant';

/**
 * This site's replacements for theme slots. The footer keeps the theme's
 * columns and adds a line about the site's own framework.
 */
function SiteFooter() {
  return (
    <Footer>
      <p className="site-footer-note">
        Built with the open <code>@sitekit</code> libraries. Video toolkit documentation for version
        4.0.357.
      </p>
    </Footer>
  );
}

type SearchConfig = ReturnType<typeof useSiteConfig>['search'];
const providers = new WeakMap<SearchConfig, SearchProvider>();

/**
 * The site's search provider: Algolia DocSearch when configured, else the local index
 * (fetched on first use). One per page load, so the modal and /search share the index.
 */
export function useSearchProvider(): SearchProvider {
  const { search, baseUrl } = useSiteConfig();
  let provider = providers.get(search);
  if (!provider) {
    provider = search.algolia
      ? createAlgoliaProvider({
          appId: search.algolia.appId,
          apiKey: search.algolia.apiKey,
          indexName: search.algolia.indexName,
          language: 'en',
          version: 'docs-default-current',
        })
      : createLocalProvider({
          fetchIndex: () => fetchSearchIndex(`${baseUrl}${SEARCH_INDEX_PATH}`),
        });
    providers.set(search, provider);
  }
  return provider;
}

/** Where a reader reports a query that should have found something. */
export const getMissingResultsUrl = ({ query }: { query: string }) =>
  `https://github.com/remotion-dev/remotion/issues/new?title=${encodeURIComponent(`Documentation search: no results for "${query}"`)}`;

/** Navigates through the router (client-side). */
export function useNavigate() {
  const router = useRouter();
  return useCallback((url: string) => void router.navigate(url), [router]);
}

/** The navbar search button, configured from the site config. */
function SiteSearchButton() {
  const { search } = useSiteConfig();
  return (
    <SearchButton
      provider={useSearchProvider()}
      navigate={useNavigate()}
      placeholder={search.placeholder}
      getMissingResultsUrl={getMissingResultsUrl}
      {...(search.algolia?.externalUrlRegex
        ? { externalUrlRegex: search.algolia.externalUrlRegex }
        : {})}
    />
  );
}

export const slots: Partial<SlotComponents> = {
  SearchButton: SiteSearchButton,
  Footer: SiteFooter,
  AssistantPanelContent,
};
