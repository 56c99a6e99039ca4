import { createLocalProvider, fetchSearchIndex, SEARCH_INDEX_PATH } from '@sitekit/search';
import { createDocsAssistant, type DocsAssistant } from './docs-assistant';
import { noAiPaths } from './no-ai';
import { withBase } from './urls';

/** This site's local docs assistant: the build's search index, fetched on first use, minus `no_ai` pages. */
export function createSiteDocsAssistant(baseUrl: string): DocsAssistant {
  const provider = createLocalProvider({
    name: 'assistant',
    fetchIndex: () => fetchSearchIndex(withBase(baseUrl, SEARCH_INDEX_PATH)),
  });
  return createDocsAssistant(provider, noAiPaths);
}
