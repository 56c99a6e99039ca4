import { afterEach, describe, expect, it, vi } from 'vitest';
import { callOpenFunction, globalFunction } from './open-function';

/** A page whose timers run when the test says so. */
function fakePage(globals: Record<string, unknown> = {}) {
  const timers: (() => void)[] = [];
  const page = {
    ...globals,
    setTimeout: ((fn: () => void) => timers.push(fn)) as unknown as Window['setTimeout'],
    /** Runs the pending timers (one poll). */
    tick: () => timers.splice(0).forEach((fn) => fn()),
  };
  return page;
}

afterEach(() => vi.restoreAllMocks());

describe('globalFunction', () => {
  it('finds a function at a dotted path and calls it on its owner', () => {
    const vendor = {
      open: false,
      toggleSidePanel(this: { open: boolean }) {
        this.open = !this.open;
      },
    };
    globalFunction({ vendor }, 'vendor.toggleSidePanel')!();
    expect(vendor.open).toBe(true);
  });

  it('is null while the path is missing or not a function', () => {
    expect(globalFunction({}, 'vendor.open')).toBeNull();
    expect(globalFunction({ vendor: null }, 'vendor.open')).toBeNull();
    expect(globalFunction({ vendor: { open: 'yes' } }, 'vendor.open')).toBeNull();
  });
});

describe('callOpenFunction', () => {
  it('calls a function that is already there at once', async () => {
    const open = vi.fn();
    expect(await callOpenFunction(fakePage({ Kapa: { open } }), 'Kapa.open')).toBe(true);
    expect(open).toHaveBeenCalledOnce();
  });

  it('waits for a script that defines the function after the click', async () => {
    const page = fakePage();
    const called = callOpenFunction(page, 'vendor.open');
    page.tick();
    page.tick();
    const open = vi.fn();
    Object.assign(page, { vendor: { open } });
    page.tick();
    expect(await called).toBe(true);
    expect(open).toHaveBeenCalledOnce();
  });

  it('gives up after the timeout and says why', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const page = fakePage();
    const called = callOpenFunction(page, 'vendor.open', 300);
    for (let i = 0; i < 3; i++) page.tick();
    expect(await called).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('did not define window.vendor.open'));
  });
});
