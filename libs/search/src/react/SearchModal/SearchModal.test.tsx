import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchUnavailableError, type SearchProvider } from '../../core/provider.js';
import { createLocalIndex } from '../../providers/local/engine.js';
import { fixtureRecords } from '../../../tests/support/fixture.js';
import { cleanup, flush, mount } from '../../../tests/support/react.js';
import { SearchModal } from './index.js';
import type { SearchModalProps } from './types.js';

afterEach(cleanup);

const index = createLocalIndex(fixtureRecords());
const local = (): SearchProvider => ({
  name: 'test',
  preload: vi.fn(async () => {}),
  search: vi.fn(async (q, o) => index.search(q, o)),
  suggest: vi.fn(async (q, n) => index.suggest(q, n)),
});

async function open(props: Partial<SearchModalProps> & { initialQuery: string }) {
  const onClose = vi.fn();
  const navigate = vi.fn();
  mount(<SearchModal provider={local()} navigate={navigate} onClose={onClose} {...props} />);
  await flush();
  await flush();
  return { onClose, navigate };
}

describe('SearchModal', () => {
  it('shows provider hits under their section and a See all link to the search page', async () => {
    const provider = local();
    const { navigate, onClose } = await open({ provider, initialQuery: 'rescale' });
    expect(provider.preload).toHaveBeenCalled();
    expect(document.querySelector('.DocSearch-Input')!.getAttribute('placeholder')).toBe(
      'Search docs',
    );
    const first = document.querySelector<HTMLElement>('.DocSearch-Hit .sk-search-hit')!;
    expect(first.getAttribute('data-href')).toBe('/docs/rescale');
    expect(first.querySelector('mark')!.textContent).toBe('rescale');
    const seeAll = document.querySelector<HTMLAnchorElement>('.DocSearch-HitsFooter a')!;
    const total = (await provider.search('rescale')).nbHits;
    expect(seeAll.textContent).toBe(`See all ${total} results`);
    expect(seeAll.getAttribute('href')).toBe('/search?q=rescale');
    act(() => seeAll.click());
    expect(onClose).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/search?q=rescale');
  });

  it('routes a clicked hit client-side, and loads external URLs fully', async () => {
    const { navigate } = await open({ initialQuery: 'spline', externalUrlRegex: 'never-matches' });
    act(() => document.querySelector<HTMLElement>('.DocSearch-Hit .sk-search-hit')!.click());
    expect(navigate).toHaveBeenCalledWith('/docs/spline');
  });

  it('shows the error texts when the provider fails', async () => {
    const provider: SearchProvider = {
      name: 'x',
      preload: vi.fn(async () => {}),
      search: vi.fn().mockRejectedValue(new SearchUnavailableError('down')),
    };
    await open({ provider, initialQuery: 'spline' });
    expect(document.querySelector('.DocSearch-ErrorScreen')?.textContent).toContain(
      'Unable to fetch results',
    );
    expect(document.body.textContent).toContain('You might want to check your network connection.');
  });

  it("says 'Searching…' instead of 'No results' until the provider has answered the query", async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const provider: SearchProvider = {
      ...local(),
      search: vi.fn(async (q, o) => {
        await gate;
        return index.search(q, o);
      }),
    };
    await open({ provider, initialQuery: 'qwertyuiop' });
    const modal = document.querySelector('.sk-search-modal')!;
    expect(modal.classList).toContain('sk-search-modal--pending');
    const pending = document.querySelector('.sk-search-pending')!;
    expect(pending.textContent).toBe('Searching…');
    expect(pending.getAttribute('role')).toBe('status');
    expect(document.querySelector('.sk-search-suggestions')).toBeNull();
    await act(async () => release());
    await flush();
    expect(modal.classList).not.toContain('sk-search-modal--pending');
    expect(document.querySelector('.sk-search-pending')).toBeNull();
    expect(document.querySelector('.DocSearch-NoResults')?.textContent).toContain(
      'No results for "qwertyuiop"',
    );
  });

  it("shows 'No results for' and the 'Let us know.' link", async () => {
    await open({
      initialQuery: 'qwertyuiop',
      getMissingResultsUrl: ({ query }) => `https://example.test/?q=${query}`,
    });
    const screen = document.querySelector('.DocSearch-NoResults')!;
    expect(screen.textContent).toContain('No results for "qwertyuiop"');
    expect(screen.textContent).toContain('Believe this query should return results?');
    expect(screen.querySelector('a')!.textContent).toBe('Let us know.');
  });

  it("offers the closest titles under 'Try searching for'; choosing one searches for it", async () => {
    const provider = local();
    await open({ provider, initialQuery: 'rsecael' });
    await flush();
    await flush();
    const screen = document.querySelector('.DocSearch-NoResults')!;
    expect(screen.textContent).toContain('No results for "rsecael"');
    const list = screen.querySelector('.sk-search-suggestions')!;
    expect(list.textContent).toContain('Try searching for:');
    const buttons = [...list.querySelectorAll('button')];
    expect(buttons[0]!.textContent).toBe('rescale()');
    act(() => buttons[0]!.click());
    await flush();
    await flush();
    expect(document.querySelector<HTMLInputElement>('.DocSearch-Input')!.value).toBe('rescale()');
    expect(provider.search).toHaveBeenLastCalledWith('rescale()', expect.anything());
    expect(document.querySelector('.DocSearch-Hit .sk-search-hit')!.getAttribute('data-href')).toBe(
      '/docs/rescale',
    );
  });

  it('offers no suggestions when no title is spelled anything like the query', async () => {
    await open({ initialQuery: 'qwxzqj' });
    await flush();
    expect(document.querySelector('.DocSearch-NoResults')).not.toBeNull();
    expect(document.querySelector('.sk-search-suggestions')).toBeNull();
  });
});
