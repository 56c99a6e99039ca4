import { lazy, Suspense, useCallback } from 'react';
import { useRouter } from '@sitekit/router-core/react';
import { freshImport } from '@sitekit/theme/app';
import { SiteAssistantToggle } from '../assistant/AssistantToggle';
import { createLazyProvider, SEARCH_SHARDS_PATH, type SearchProvider } from '@sitekit/search';
import { SearchButton } from '@sitekit/search/react';
import {
  Footer,
  Spinner,
  useSiteConfig,
  type SlotComponents,
  type SlotProps,
} from '@sitekit/theme';

// The assistant's code loads the first time a reader opens the panel.
const LazyAssistant = lazy(() =>
  freshImport(() => import('../assistant')).then((m) => ({ default: m.AssistantPanelContent })),
);

function AssistantPanelContent(props: Readonly<SlotProps['AssistantPanelContent']>) {
  return (
    <Suspense fallback={<Spinner />}>
      <LazyAssistant {...props} />
    </Suspense>
  );
}

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
    const algolia = search.algolia;
    // The provider's code loads when a reader first opens search, not with the page.
    provider = algolia
      ? createLazyProvider({
          name: algolia.indexName,
          poweredBy: 'algolia',
          load: async () =>
            (await freshImport(() => import('@sitekit/search/providers'))).createAlgoliaProvider({
              appId: algolia.appId,
              apiKey: algolia.apiKey,
              indexName: algolia.indexName,
              language: 'en',
              version: 'docs-default-current',
            }),
        })
      : createLazyProvider({
          name: 'local',
          load: async () => {
            // The index loads, parses and answers in a worker: typing never waits on it.
            const [providers, worker] = await Promise.all([
              freshImport(() => import('@sitekit/search/providers')),
              freshImport(() => import('@sitekit/search/worker?worker')),
            ]);
            return providers.createLocalProvider({
              indexUrl: `${baseUrl}${SEARCH_SHARDS_PATH}`,
              createWorker: () => new worker.default(),
            });
          },
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
  AssistantToggle: SiteAssistantToggle,
};
