import { expect, it, vi } from 'vitest';
import type { SearchProvider, SearchRecord } from '@sitekit/search';
import { createDocsAssistant } from './docs-assistant';

const hit = (url: string, title = url) =>
  ({
    url,
    url_without_anchor: url.split('#')[0],
    content: `About ${url}`,
    hierarchy: { lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  }) as SearchRecord;

/** A provider answering each query from a table (unknown queries find nothing). */
function provider(table: Record<string, SearchRecord[]>): SearchProvider {
  return {
    name: 'fake',
    preload: vi.fn(async () => {}),
    search: vi.fn(async (query: string) => {
      const hits = table[query] ?? [];
      return { query, hits: hits as never, nbHits: hits.length };
    }),
  };
}

const question = 'How do I animate with spring?';

it('answers with cited sections from the search records, minus excluded pages', async () => {
  const assistant = createDocsAssistant(
    provider({ [question]: [hit('/docs/a'), hit('/docs/private')] }),
    new Set(['/docs/private']),
  );
  expect(await assistant.ask(question)).toEqual({
    kind: 'sections',
    citations: [{ url: '/docs/a', title: '/docs/a', quote: 'About /docs/a' }],
  });
});

it('cites the page a word of the question names first, then whole-question matches, then single-word matches', async () => {
  const assistant = createDocsAssistant(
    provider({
      [question]: [hit('/docs/math#spring-in-out')],
      spring: [hit('/docs/spring#config', 'spring()'), hit('/docs/spring', 'spring()')],
      animate: [hit('/docs/animating')],
    }),
    new Set(),
  );
  const answer = await assistant.ask(question);
  expect(answer.kind === 'sections' && answer.citations.map((c) => c.url)).toEqual([
    '/docs/spring',
    '/docs/math#spring-in-out',
    '/docs/animating',
    '/docs/spring#config',
  ]);
});

it('says so when nothing matches, and lets index failures reach the caller', async () => {
  expect(await createDocsAssistant(provider({}), new Set()).ask('zzz')).toEqual({ kind: 'none' });
  const failing: SearchProvider = {
    name: 'x',
    preload: async () => {},
    search: () => Promise.reject(new Error('offline')),
  };
  await expect(createDocsAssistant(failing, new Set()).ask('q')).rejects.toThrow('offline');
});
