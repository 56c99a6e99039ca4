import { createLocalProvider, SEARCH_PASSAGES_PATH } from '@sitekit/search';
import { docsAliases } from './aliases';
import { createDocsAssistant, type AnswerModel, type DocsAssistant } from './docs-assistant';
import { withBase } from './urls';

/**
 * This site's local docs assistant: the build's passages index (docs sections with their
 * admonitions and code, without the pages marked `no_ai`), loaded and queried in a worker
 * on first use, with the site's reader-word aliases; with `model`, answers are also written
 * by that model from the cited sections.
 */
export function createSiteDocsAssistant(
  baseUrl: string,
  createWorker?: () => Worker,
  model?: AnswerModel,
): DocsAssistant {
  const provider = createLocalProvider({
    name: 'assistant',
    indexUrl: withBase(baseUrl, SEARCH_PASSAGES_PATH),
    ...(createWorker ? { createWorker } : {}),
  });
  return createDocsAssistant(provider, {
    aliases: docsAliases,
    searchPath: withBase(baseUrl, 'search'),
    ...(model ? { model } : {}),
  });
}
