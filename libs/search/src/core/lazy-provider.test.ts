import { expect, it, vi } from 'vitest';
import { createLazyProvider } from './lazy-provider.js';

it('loads the real provider once, on first use, and retries after a failed load', async () => {
  const real = {
    name: 'local',
    preload: vi.fn(async () => {}),
    search: vi.fn(async (query: string) => ({ query, hits: [], nbHits: 0 })),
  };
  const load = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(real);
  const provider = createLazyProvider({ name: 'local', load });
  expect(load).not.toHaveBeenCalled();
  await expect(provider.search('a')).rejects.toThrow('chunk failed');
  await provider.preload();
  expect(await provider.search('b')).toEqual({ query: 'b', hits: [], nbHits: 0 });
  expect(load).toHaveBeenCalledTimes(2);
});
