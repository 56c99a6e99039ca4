import { describe, expect, it, vi } from 'vitest';
import { createMemoryHistory, createRouter, type RouterEnvironment } from '../src/index.js';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

function setup(initial = '/a') {
  const history = createMemoryHistory(initial);
  const pending = new Map<string, ReturnType<typeof deferred<string>>>();
  const load = vi.fn((path: string) => {
    const d = deferred<string>();
    pending.set(path, d);
    return d.promise;
  });
  let scroll = { x: 0, y: 0 };
  const env: RouterEnvironment = {
    warn: vi.fn(),
    fullReload: vi.fn(),
    getScroll: () => scroll,
    scrollTo: vi.fn((x: number, y: number) => void (scroll = { x, y })),
    scrollToHash: vi.fn((hash: string) => hash === '#exists'),
    prefersReducedMotion: () => false,
  };
  const router = createRouter({ history, load, initialModule: `module:${initial}`, env });
  const settle = async (path: string, value = `module:${path}`) => {
    pending.get(path)!.resolve(value);
    await new Promise((r) => setTimeout(r, 0));
  };
  const reject = (path: string, error: unknown) => pending.get(path)!.reject(error);
  return {
    history,
    router,
    load,
    env,
    settle,
    reject,
    setScroll: (y: number) => (scroll = { x: 0, y }),
  };
}

describe('navigation', () => {
  it('keeps the current page until the next route has loaded, then commits it', async () => {
    const { router, settle } = setup();
    const done = router.navigate('/b');
    expect(router.getState().module).toBe('module:/a');
    expect(router.getState().pending?.pathname).toBe('/b');
    await settle('/b');
    await done;
    expect(router.getState().module).toBe('module:/b');
    expect(router.getState().location.pathname).toBe('/b');
    expect(router.getState().pending).toBeNull();
  });

  it('drops a navigation overtaken by a newer one', async () => {
    const { router, settle } = setup();
    const dropped = vi.fn();
    router.on('dropped', dropped);
    void router.navigate('/slow');
    void router.navigate('/fast');
    await settle('/fast');
    await settle('/slow');
    expect(router.getState().location.pathname).toBe('/fast');
    expect(dropped).toHaveBeenCalledWith({ to: expect.objectContaining({ pathname: '/slow' }) });
  });

  it('logs a warning and does a full page load when loading fails', async () => {
    const { router, env, reject } = setup();
    const done = router.navigate('/broken?x=1#h');
    reject('/broken', new Error('chunk gone'));
    await done;
    expect(env.warn).toHaveBeenCalledWith(expect.stringContaining('/broken'), expect.any(Error));
    expect(env.fullReload).toHaveBeenCalledWith('/broken?x=1#h');
    expect(router.getState().location.pathname).toBe('/a');
  });

  it('normalises legacy and trailing-slash paths before loading', async () => {
    const { router, load, settle } = setup();
    void router.navigate('/docs/index.html');
    expect(load).toHaveBeenLastCalledWith('/docs');
    await settle('/docs');
    void router.navigate('/x.html');
    expect(load).toHaveBeenLastCalledWith('/x');
    await settle('/x');
    void router.navigate('/y/');
    expect(load).toHaveBeenLastCalledWith('/y');
  });
});

describe('scroll', () => {
  it('scrolls to the top after a path change, to the hash target when there is one', async () => {
    const { router, env, settle } = setup();
    void router.navigate('/b');
    await settle('/b');
    router.notifyRendered();
    expect(env.scrollTo).toHaveBeenLastCalledWith(0, 0);
    void router.navigate('/c#exists');
    await settle('/c');
    router.notifyRendered();
    expect(env.scrollToHash).toHaveBeenLastCalledWith('#exists', false);
  });

  it('does not scroll when only the query string changed', async () => {
    const { router, env } = setup('/a?q=1');
    await router.navigate('/a?q=2');
    router.notifyRendered();
    expect(env.scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls smoothly to a same-page hash without loading', async () => {
    const { router, env, load } = setup();
    await router.navigate('#exists');
    router.notifyRendered();
    expect(load).not.toHaveBeenCalled();
    expect(env.scrollToHash).toHaveBeenLastCalledWith('#exists', true);
  });

  it('restores the saved position on back', async () => {
    const { router, env, history, settle, setScroll } = setup();
    setScroll(640);
    void router.navigate('/b');
    await settle('/b');
    router.notifyRendered();
    history.back();
    await settle('/a');
    router.notifyRendered();
    expect(env.scrollTo).toHaveBeenLastCalledWith(0, 640);
  });
});

describe('events and prefetch', () => {
  it('emits beforeNavigate, loaded and rendered in order', async () => {
    const { router, settle } = setup();
    const seen: string[] = [];
    router.on('beforeNavigate', () => seen.push('beforeNavigate'));
    router.on('loaded', () => seen.push('loaded'));
    router.on('rendered', () => seen.push('rendered'));
    void router.navigate('/b');
    await settle('/b');
    router.notifyRendered();
    expect(seen).toEqual(['beforeNavigate', 'loaded', 'rendered']);
  });

  it('prefetches each path once', () => {
    const { router, load } = setup();
    router.prefetch('/b');
    router.prefetch('/b/');
    router.prefetch('/b.html');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
