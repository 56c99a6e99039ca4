import type { SearchProvider } from '@sitekit/search';
import { answerQuestion, type AnswerOptions, type Answer } from './answer/compose';
import { writeAnswer, type AnswerModel } from './answer/written';

export type { Answer, Citation } from './answer/compose';
export type { AnswerModel, Written, WrittenAnswer } from './answer/written';

/** The local docs assistant: answers by retrieval over the site's passages index. */
export interface DocsAssistant {
  /** Answers `question` from the docs; rejects when the index cannot be loaded. */
  ask(question: string): Promise<Answer>;
  /** Starts loading the index. */
  preload(): Promise<void>;
}

/** Options of {@link createDocsAssistant}. */
export interface DocsAssistantOptions extends AnswerOptions {
  /** An answer model that writes the answer from the retrieved sections (off by default). */
  model?: AnswerModel;
  /** For tests: the fetch the model is called with. */
  fetch?: typeof fetch;
}

/**
 * Builds the assistant on a provider over the passages index. With a model, an answer the
 * docs cover also gets the model's written answer citing the same sections; when the model
 * fails, the quoted answer stands alone with the reason.
 */
export function createDocsAssistant(
  provider: SearchProvider,
  options: DocsAssistantOptions = {},
): DocsAssistant {
  const { model, fetch, ...answerOptions } = options;
  return {
    preload: () => provider.preload(),
    async ask(question) {
      const answer = await answerQuestion(provider, question, answerOptions);
      if (!model || answer.kind !== 'answer') return answer;
      const sources = [answer.lead, ...answer.more];
      try {
        const written = await writeAnswer(model, question, sources, {
          ...(answer.code ? { code: answer.code.code } : {}),
          ...(fetch ? { fetch } : {}),
        });
        return { ...answer, written: { kind: 'written', answer: written } };
      } catch (error) {
        return { ...answer, written: { kind: 'failed', reason: (error as Error).message } };
      }
    },
  };
}
