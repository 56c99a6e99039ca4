// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fetchSearchIndex } from './fetch-index.js';
import { SearchUnavailableError } from './provider.js';

const answer = (status: number, body: unknown) => async () => ({
  ok: status < 300,
  status,
  json: async () => body,
});

describe('fetchSearchIndex', () => {
  it('returns the index file', async () => {
    const file = { version: 1, records: [] };
    await expect(fetchSearchIndex('/_sk/search-index.json', answer(200, file))).resolves.toEqual(
      file,
    );
  });

  it.each([
    ['a network failure', async () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a 404', answer(404, 'Not found')],
    ['a file of another shape', answer(200, { records: 'nope' })],
  ])('rejects with SearchUnavailableError on %s', async (_, fetchImpl) => {
    await expect(fetchSearchIndex('/i.json', fetchImpl)).rejects.toBeInstanceOf(
      SearchUnavailableError,
    );
  });
});
