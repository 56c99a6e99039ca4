// @vitest-environment jsdom
import { afterEach, expect, it, vi } from 'vitest';
import { createMemoryHistory, createRouter } from '../index.js';
import { installProgressBar } from './progress-bar.js';

afterEach(() => vi.useRealTimers());

function setup() {
  vi.useFakeTimers();
  let finish!: () => void;
  const router = createRouter<string>({
    history: createMemoryHistory('/a'),
    initialModule: 'a',
    load: () => new Promise<string>((r) => (finish = () => r('b'))),
  });
  installProgressBar(router as never, { document });
  return { router, finish: () => finish() };
}

it('shows nothing for navigations faster than 200 ms', async () => {
  const { router, finish } = setup();
  const nav = router.navigate('/b');
  vi.advanceTimersByTime(150);
  finish();
  await nav;
  router.notifyRendered();
  vi.advanceTimersByTime(500);
  expect(document.querySelector('.sk-progress-bar')).toBeNull();
});

it('starts the bar 200 ms after a path change and completes it once the route rendered', async () => {
  const { router, finish } = setup();
  const nav = router.navigate('/b');
  vi.advanceTimersByTime(199);
  expect(document.querySelector('.sk-progress-bar')).toBeNull();
  vi.advanceTimersByTime(1);
  expect(document.querySelector('.sk-progress-bar')).not.toBeNull();
  finish();
  await nav;
  router.notifyRendered();
  expect(document.querySelector('.sk-progress-bar--done')).not.toBeNull();
  vi.advanceTimersByTime(300);
  expect(document.querySelector('.sk-progress-bar')).toBeNull();
});
