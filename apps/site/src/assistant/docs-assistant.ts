import type { SearchProvider } from '@sitekit/search';
import { answerQuestion, type AnswerOptions, type Answer } from './answer/compose';

export type { Answer, Citation } from './answer/compose';

/** The local docs assistant: answers by retrieval over the site's passages index. */
export interface DocsAssistant {
  /** Answers `question` from the docs; rejects when the index cannot be loaded. */
  ask(question: string): Promise<Answer>;
  /** Starts loading the index. */
  preload(): Promise<void>;
}

/** Builds the assistant on a provider over the passages index. */
export function createDocsAssistant(
  provider: SearchProvider,
  options: AnswerOptions = {},
): DocsAssistant {
  return {
    preload: () => provider.preload(),
    ask: (question) => answerQuestion(provider, question, options),
  };
}
