// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { SearchUnavailableError } from '../../core/provider.js';
import { fixtureRecords } from '../../../tests/support/fixture.js';
import {
  createAlgoliaProvider,
  type AlgoliaLiteClient,
  type AlgoliaSearchRequest,
} from './index.js';

function fakeAlgolia(answer: () => Promise<{ results: unknown[] }>) {
  const requests: AlgoliaSearchRequest[] = [];
  const client: AlgoliaLiteClient = {
    search: vi.fn(async ({ requests: r }) => {
      requests.push(...r);
      return answer();
    }),
  };
  const create = vi.fn((_appId: string, _apiKey: string) => client);
  const loadClient = vi.fn(async () => create);
  return { requests, create, loadClient, client };
}

const options = { appId: 'APP', apiKey: 'KEY', indexName: 'docs', version: 'docs-default-current' };
const hit = {
  ...fixtureRecords()[0]!,
  _highlightResult: { hierarchy: {} },
  _snippetResult: { hierarchy: {} },
};

describe('createAlgoliaProvider', () => {
  it('loads the client code and creates the client on the first search only', async () => {
    const fake = fakeAlgolia(async () => ({ results: [{ hits: [hit], nbHits: 42 }] }));
    const provider = createAlgoliaProvider({ ...options, loadClient: fake.loadClient });
    expect(provider.name).toBe('docs');
    expect(fake.loadClient).not.toHaveBeenCalled();
    expect(fake.create).not.toHaveBeenCalled();
    const response = await provider.search('spline');
    await provider.search('smoothing');
    expect(fake.loadClient).toHaveBeenCalledTimes(1);
    expect(fake.create).toHaveBeenCalledExactlyOnceWith('APP', 'KEY');
    expect(response).toEqual({ query: 'spline', hits: [hit], nbHits: 42 });
  });

  it('filters on the language and the docs-version tag, with highlight tags DocSearch renders', async () => {
    const fake = fakeAlgolia(async () => ({ results: [{ hits: [], nbHits: 0 }] }));
    const provider = createAlgoliaProvider({
      ...options,
      language: 'en',
      loadClient: fake.loadClient,
    });
    await provider.search('spline', { limit: 5, snippetWords: 20 });
    expect(fake.requests[0]).toMatchObject({
      indexName: 'docs',
      query: 'spline',
      facetFilters: [
        ['language:en'],
        ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
      ],
      hitsPerPage: 5,
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
    });
    expect(fake.requests[0]!['attributesToSnippet']).toContain('content:20');
    expect(fake.requests[0]).not.toHaveProperty('offset');
  });

  it('asks for the next hits with offset and length', async () => {
    const fake = fakeAlgolia(async () => ({ results: [{ hits: [], nbHits: 0 }] }));
    await createAlgoliaProvider({ ...options, loadClient: fake.loadClient }).search('x', {
      limit: 10,
      offset: 20,
    });
    expect(fake.requests[0]).toMatchObject({ offset: 20, length: 10 });
  });

  it('lets searchParameters override the defaults', async () => {
    const fake = fakeAlgolia(async () => ({ results: [{ hits: [], nbHits: 0 }] }));
    const provider = createAlgoliaProvider({
      ...options,
      searchParameters: { facetFilters: ['language:de'] },
      loadClient: fake.loadClient,
    });
    await provider.search('x');
    expect(fake.requests[0]!['facetFilters']).toEqual(['language:de']);
  });

  it('turns network and loading failures into SearchUnavailableError', async () => {
    const down = fakeAlgolia(async () => {
      throw Object.assign(new Error('Unreachable hosts'), { name: 'RetryError' });
    });
    await expect(
      createAlgoliaProvider({ ...options, loadClient: down.loadClient }).search('x'),
    ).rejects.toBeInstanceOf(SearchUnavailableError);
    const loadClient = vi
      .fn()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(down.create);
    const provider = createAlgoliaProvider({ ...options, loadClient });
    await expect(provider.preload()).rejects.toBeInstanceOf(SearchUnavailableError);
    await provider.preload();
    expect(loadClient).toHaveBeenCalledTimes(2);
  });
});
