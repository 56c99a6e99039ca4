import type { Citation } from './compose';

/** An OpenAI-compatible chat completions endpoint that writes answers from the cited sections. */
export interface AnswerModel {
  url: string;
  model: string;
  /** Sent as a Bearer token when set. */
  apiKey?: string;
}

/** A written answer: text citing its sources as `[1]`, `[2]` …, and those sources in order. */
export interface WrittenAnswer {
  text: string;
  sources: Citation[];
}

/** What became of the written answer: the answer, or why there is none (the quotes still stand). */
export type Written =
  | { kind: 'written'; answer: WrittenAnswer }
  | { kind: 'failed'; reason: string };

/** The instructions the model answers under: only from the sections, citing them, or saying so. */
export const SYSTEM_PROMPT = [
  'You answer questions about a software documentation site, using only the numbered documentation sections given.',
  'Answer in a few sentences, then the code the reader needs if the sections show it.',
  'Cite the section each statement comes from as [1], [2] and so on.',
  'If the sections do not answer the question, say that the documentation does not cover it, and nothing else.',
].join(' ');

/** The chat messages for a question and its sections (numbered from 1, as cited). */
export function modelMessages(question: string, sources: readonly Citation[], code?: string) {
  const sections = sources
    .map(
      (s, i) =>
        `[${i + 1}] ${s.title} (${s.url})\n${s.quote}${i === 0 && code ? `\n\n${code}` : ''}`,
    )
    .join('\n\n');
  return [
    { role: 'system', content: SYSTEM_PROMPT },
    { role: 'user', content: `Documentation sections:\n\n${sections}\n\nQuestion: ${question}` },
  ];
}

/**
 * Asks the model to write the answer from the sections the assistant retrieved. Rejects with
 * a reason a reader can act on when the endpoint fails or replies with no text.
 */
export async function writeAnswer(
  model: AnswerModel,
  question: string,
  sources: readonly Citation[],
  options: { code?: string; fetch?: typeof fetch; signal?: AbortSignal } = {},
): Promise<WrittenAnswer> {
  const send = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await send(model.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(model.apiKey ? { authorization: `Bearer ${model.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: model.model,
        messages: modelMessages(question, sources, options.code),
        temperature: 0,
      }),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch {
    throw new Error('The answer model could not be reached.');
  }
  if (!response.ok) throw new Error(`The answer model replied with HTTP ${response.status}.`);
  const body = (await response.json().catch(() => null)) as {
    choices?: { message?: { content?: unknown } }[];
  } | null;
  const text = body?.choices?.[0]?.message?.content;
  if (typeof text !== 'string' || !text.trim())
    throw new Error('The answer model replied without an answer.');
  return { text: text.trim(), sources: [...sources] };
}

/** A written answer's text as runs of plain text and citations of its sources (1-based, in range). */
export function citationRuns(text: string, count: number): (string | number)[] {
  const runs: (string | number)[] = [];
  let last = 0;
  for (const match of text.matchAll(/\[(\d+)\]/g)) {
    const n = Number(match[1]);
    if (n < 1 || n > count) continue;
    if (match.index > last) runs.push(text.slice(last, match.index));
    runs.push(n);
    last = match.index + match[0].length;
  }
  if (last < text.length) runs.push(text.slice(last));
  return runs;
}
