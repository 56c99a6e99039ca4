import { useCallback } from 'react';
import { useRouter } from '@sitekit/router-core/react';
import { createLazyProvider, SEARCH_SHARDS_PATH } from '@sitekit/search';
import { freshImport } from '@sitekit/theme/app';
import { siteData } from '../../.generated/site-data';

/**
 * The local index the build writes, behind a provider whose code and index load the first
 * time a reader searches. One for the page's lifetime: the modal and /search share it.
 */
export const searchProvider = createLazyProvider({
  name: 'local',
  load: async () => {
    const [providers, worker] = await Promise.all([
      freshImport(() => import('@sitekit/search/providers')),
      freshImport(() => import('@sitekit/search/worker?worker')),
    ]);
    return providers.createLocalProvider({
      indexUrl: `${siteData.config.baseUrl}${SEARCH_SHARDS_PATH}`,
      createWorker: () => new worker.default(),
    });
  },
});

/** Follows a search result through the router (client-side). */
export function useNavigate() {
  const router = useRouter();
  return useCallback((url: string) => void router.navigate(url), [router]);
}
