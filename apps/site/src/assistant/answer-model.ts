import type { AssistantConfig } from '@sitekit/content-model';
import type { AnswerModel } from './docs-assistant';

/**
 * The configured answer model, with its API key: the value of `apiKeyEnv` at build time,
 * put in the client bundle by vite.config.ts (`SITEKIT_ASSISTANT_KEY`).
 */
export function answerModel(config: AssistantConfig['model']): AnswerModel | undefined {
  if (!config) return undefined;
  const apiKey = import.meta.env['SITEKIT_ASSISTANT_KEY'] as string | undefined;
  return { url: config.url, model: config.model, ...(apiKey ? { apiKey } : {}) };
}
