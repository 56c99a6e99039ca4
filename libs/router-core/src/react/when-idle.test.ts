import { expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle.js';

function fakeWindow(readyState: DocumentReadyState, idleCallbacks = true) {
  const listeners: (() => void)[] = [];
  const idle: (() => void)[] = [];
  const win = {
    document: { readyState },
    addEventListener: (type: string, listener: () => void) =>
      type === 'load' && listeners.push(listener),
    setTimeout: vi.fn((cb: () => void) => (idle.push(cb), 1)),
    ...(idleCallbacks ? { requestIdleCallback: (cb: () => void) => (idle.push(cb), 1) } : {}),
  };
  return {
    win: win as never,
    load: () => listeners.forEach((l) => l()),
    runIdle: () => idle.splice(0).forEach((cb) => cb()),
  };
}

it('waits for the page to load, then for an idle moment', () => {
  const { win, load, runIdle } = fakeWindow('interactive');
  const callback = vi.fn();
  whenIdle(callback, win);
  runIdle();
  expect(callback).not.toHaveBeenCalled();
  load();
  expect(callback).not.toHaveBeenCalled();
  runIdle();
  expect(callback).toHaveBeenCalledTimes(1);
});

it('on a loaded page, waits only for an idle moment (a short timer where idle callbacks do not exist)', () => {
  for (const idleCallbacks of [true, false]) {
    const { win, runIdle } = fakeWindow('complete', idleCallbacks);
    const callback = vi.fn();
    whenIdle(callback, win);
    expect(callback).not.toHaveBeenCalled();
    runIdle();
    expect(callback).toHaveBeenCalledTimes(1);
  }
});
