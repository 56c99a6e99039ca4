import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, it, vi } from 'vitest';
import { PageLoader, SPINNER_DELAY_MS } from './index.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

function mount(load: () => Promise<string>) {
  const el = document.createElement('div');
  document.body.append(el);
  const root = createRoot(el);
  act(() => root.render(<PageLoader load={load}>{(v) => <p>loaded {v}</p>}</PageLoader>));
  return el;
}

it('shows nothing for a fast load, a spinner for a slow one, then the page', async () => {
  vi.useFakeTimers();
  let resolve!: (v: string) => void;
  const el = mount(() => new Promise((r) => (resolve = r)));
  expect(el.textContent).toBe('');
  act(() => void vi.advanceTimersByTime(SPINNER_DELAY_MS));
  expect(el.querySelector('[role="status"]')).not.toBeNull();
  await act(async () => resolve('page'));
  expect(el.textContent).toBe('loaded page');
});

it('shows the error text and loads again on Retry', async () => {
  const load = vi
    .fn<() => Promise<string>>()
    .mockRejectedValueOnce(new Error('Chunk failed'))
    .mockResolvedValueOnce('again');
  const el = mount(load);
  await act(async () => {});
  expect(el.querySelector('[role="alert"]')?.textContent).toContain('Chunk failed');
  await act(async () => el.querySelector('button')!.click());
  expect(el.textContent).toBe('loaded again');
  expect(load).toHaveBeenCalledTimes(2);
});
