import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchUnavailableError, type SearchProvider } from '../../core/provider.js';
import { createLocalIndex } from '../../providers/local/engine.js';
import { fixtureRecords } from '../../../tests/support/fixture.js';
import { cleanup, flush, mount } from '../../../tests/support/react.js';
import { SearchPage } from './index.js';

afterEach(cleanup);

const index = createLocalIndex(fixtureRecords());
const localProvider = (): SearchProvider => ({
  name: 'test',
  preload: vi.fn(async () => {}),
  search: vi.fn(async (q, o) => index.search(q, o)),
});
const memoryParam = (initial = '') => {
  let value = initial;
  return {
    read: () => value,
    write: vi.fn((q: string) => void (value = q)),
    get value() {
      return value;
    },
  };
};

function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('SearchPage', () => {
  it('renders the same empty state on every server render, without searching', () => {
    const provider = localProvider();
    const a = renderToString(<SearchPage provider={provider} />);
    expect(renderToString(<SearchPage provider={provider} />)).toBe(a);
    expect(a).toContain('Type a word to search the documentation.');
    expect(a).toContain('placeholder="Search docs"');
    expect(provider.search).not.toHaveBeenCalled();
  });

  it('reads ?q= on mount and shows results grouped by page, with highlighted excerpts', async () => {
    const { container } = mount(
      <SearchPage provider={localProvider()} queryParam={memoryParam('rescale')} />,
    );
    await flush();
    expect(container.querySelector('input')!.value).toBe('rescale');
    const groups = [...container.querySelectorAll('.sk-search-page__group')];
    expect(groups[0]!.querySelector('h2 a')!.getAttribute('href')).toBe('/docs/rescale');
    expect(groups[0]!.querySelector('h2 a')!.innerHTML).toBe('<mark>rescale</mark>()');
    expect(new Set(groups.map((g) => g.querySelector('h2 a')!.getAttribute('href'))).size).toBe(
      groups.length,
    );
    expect(container.querySelector('.sk-search-page__excerpt mark')).not.toBeNull();
    expect(container.textContent).toMatch(/\d+ results for "rescale"/);
  });

  it('writes the query back as the reader types, and routes result clicks client-side', async () => {
    const param = memoryParam();
    const navigate = vi.fn();
    const { container } = mount(
      <SearchPage provider={localProvider()} queryParam={param} navigate={navigate} />,
    );
    type(container.querySelector('input')!, 'spline');
    await flush();
    expect(param.write).toHaveBeenLastCalledWith('spline');
    const link = container.querySelector<HTMLAnchorElement>('.sk-search-page__group h2 a')!;
    act(() => link.click());
    expect(navigate).toHaveBeenCalledWith('/docs/spline');
    type(container.querySelector('input')!, '');
    await flush();
    expect(container.textContent).toContain('Type a word to search the documentation.');
  });

  it('loads more results after the first page', async () => {
    const provider = localProvider();
    const { container } = mount(
      <SearchPage provider={provider} queryParam={memoryParam('tick')} pageSize={2} />,
    );
    await flush();
    const count = () => container.querySelectorAll('.sk-search-page__group h2').length;
    const before = count();
    act(() => container.querySelector<HTMLButtonElement>('.sk-search-page__more')!.click());
    await flush();
    expect(provider.search).toHaveBeenLastCalledWith('tick', {
      limit: 2,
      offset: 2,
      snippetWords: 30,
    });
    expect(count()).toBeGreaterThan(before);
  });

  it('shows the fetch error texts when the index cannot be loaded', async () => {
    const provider: SearchProvider = {
      name: 'x',
      preload: vi.fn(),
      search: vi.fn().mockRejectedValue(new SearchUnavailableError('down')),
    };
    const { container } = mount(
      <SearchPage provider={provider} queryParam={memoryParam('spline')} />,
    );
    await flush();
    expect(container.querySelector('[role="alert"]')!.textContent).toBe(
      'Unable to fetch resultsYou might want to check your network connection.',
    );
  });

  it("shows 'No results for' and the 'Let us know.' link when asked for one", async () => {
    const { container } = mount(
      <SearchPage
        provider={localProvider()}
        queryParam={memoryParam('qwertyuiop')}
        getMissingResultsUrl={({ query }) => `https://example.test/new?title=${query}`}
      />,
    );
    await flush();
    expect(container.textContent).toContain('No results for "qwertyuiop"');
    expect(container.textContent).toContain('Believe this query should return results?');
    expect(container.querySelector('a')!.getAttribute('href')).toBe(
      'https://example.test/new?title=qwertyuiop',
    );
    expect(container.querySelector('a')!.textContent).toBe('Let us know.');
  });
});
