import { createLocalProvider, fetchSearchIndex, SEARCH_INDEX_PATH } from '@sitekit/search';
import { createDocsAssistant, type DocsAssistant } from './docs-assistant';
import { withBase } from './urls';

/** This site's local docs assistant: the build's search index, fetched on first use, without the sections of `no_ai` pages. */
export function createSiteDocsAssistant(baseUrl: string): DocsAssistant {
  const provider = createLocalProvider({
    name: 'assistant',
    fetchIndex: async () => {
      const index = await fetchSearchIndex(withBase(baseUrl, SEARCH_INDEX_PATH));
      return { ...index, records: index.records.filter((r) => !r.no_ai) };
    },
  });
  return createDocsAssistant(provider, new Set());
}
