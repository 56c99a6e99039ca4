import { inertEnvironment, type RouterEnvironment } from './environment.js';
import { Emitter } from './events.js';
import type { RouterHistory } from './history.js';
import {
  hrefOf,
  normalizePathname,
  onlySearchChanged,
  parseHref,
  type RouterLocation,
} from './path.js';

export type NavigationAction = 'push' | 'replace' | 'pop';
type Target = Omit<RouterLocation, 'key'>;

/** The lifecycle of a navigation, in order. See INTERNALS.md. */
export interface RouterEvents<M> {
  /** A navigation started; the current page stays on screen. */
  beforeNavigate: { from: RouterLocation; to: Target; action: NavigationAction };
  /** The target's module loaded and the location was committed; the view will render it. */
  loaded: { location: RouterLocation; module: M; action: NavigationAction };
  /** The view rendered the committed location (document title is up to date). */
  rendered: { location: RouterLocation; previous: RouterLocation; action: NavigationAction };
  /** Loading failed; the router falls back to a full page load. */
  loadFailed: { to: Target; error: unknown };
  /** A newer navigation overtook this one before it loaded. */
  dropped: { to: Target };
}

export interface RouterState<M> {
  location: RouterLocation;
  module: M;
  /** The navigation being loaded, if any. */
  pending: Target | null;
}

export interface RouterOptions<M> {
  history: RouterHistory;
  /** Loads everything a path needs before it can render (code and data). */
  load(pathname: string): Promise<M>;
  /** Fetches a path's code without running it (link prefetch); defaults to `load`. */
  prefetch?(pathname: string): Promise<unknown>;
  /** The module of the location the page was loaded at. */
  initialModule: M;
  env?: RouterEnvironment;
}

export interface Router<M> {
  getState(): RouterState<M>;
  subscribe(listener: () => void): () => void;
  on: Emitter<RouterEvents<M>>['on'];
  /** Navigates to `href` after loading it; resolves when committed (or dropped/failed). */
  navigate(href: string, options?: { replace?: boolean }): Promise<void>;
  /** Loads a path's module ahead of a likely navigation (hover, focus, touch). */
  preload(href: string): Promise<void>;
  /** Fetches a path's code once (links scrolled into view). */
  prefetch(href: string): void;
  /** Called by the view after it rendered the committed location. */
  notifyRendered(): void;
  dispose(): void;
}

/** Creates a router. It owns the committed location, the pending navigation and saved scroll positions. */
export function createRouter<M>(options: RouterOptions<M>): Router<M> {
  const { history } = options;
  const env = options.env ?? inertEnvironment;
  const emitter = new Emitter<RouterEvents<M>>();
  const listeners = new Set<() => void>();
  const scrollPositions = new Map<string, { x: number; y: number }>();
  const prefetched = new Set<string>();
  let state: RouterState<M> = {
    location: history.location,
    module: options.initialModule,
    pending: null,
  };
  let navigationId = 0;
  let lastCommit: { previous: RouterLocation; action: NavigationAction } | null = null;

  const setState = (next: RouterState<M>) => {
    state = next;
    listeners.forEach((l) => l());
  };

  const run = async (to: Target, action: NavigationAction, commit: () => RouterLocation) => {
    const id = ++navigationId;
    const from = state.location;
    emitter.emit('beforeNavigate', { from, to, action });
    const samePage = normalizePathname(to.pathname) === normalizePathname(from.pathname);
    let module = state.module;
    if (!samePage) {
      setState({ ...state, pending: to });
      try {
        module = await options.load(normalizePathname(to.pathname));
      } catch (error) {
        if (id !== navigationId) return;
        emitter.emit('loadFailed', { to, error });
        env.warn(`Failed to load ${hrefOf(to)}; falling back to a full page load.`, error);
        env.fullReload(hrefOf(to));
        return;
      }
    }
    if (id !== navigationId) {
      emitter.emit('dropped', { to });
      return;
    }
    if (action !== 'pop') scrollPositions.set(from.key, env.getScroll());
    const location = commit();
    lastCommit = { previous: from, action };
    setState({ location, module, pending: null });
    emitter.emit('loaded', { location, module, action });
  };

  const restoreScroll = (
    location: RouterLocation,
    previous: RouterLocation,
    action: NavigationAction,
  ) => {
    if (action === 'pop') {
      const saved = scrollPositions.get(location.key);
      if (saved) return env.scrollTo(saved.x, saved.y);
    }
    const smooth = location.pathname === previous.pathname && !env.prefersReducedMotion();
    if (location.hash && env.scrollToHash(location.hash, smooth)) return;
    if (onlySearchChanged(previous, location)) return;
    if (location.hash && location.pathname === previous.pathname) return;
    env.scrollTo(0, 0);
  };

  const unlisten = history.listen((location) => {
    scrollPositions.set(state.location.key, env.getScroll());
    void run(location, 'pop', () => location);
  });

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    on: (type, handler) => emitter.on(type, handler),
    navigate(href, { replace = false } = {}) {
      const to = parseHref(href, 'http://localhost' + hrefOf(state.location));
      const canonical = { ...to, pathname: normalizePathname(to.pathname) };
      const target = hrefOf(canonical);
      return run(canonical, replace ? 'replace' : 'push', () =>
        replace ? history.replace(target) : history.push(target),
      );
    },
    async preload(href) {
      const { pathname } = parseHref(href, 'http://localhost' + state.location.pathname);
      await options.load(normalizePathname(pathname));
    },
    prefetch(href) {
      const pathname = normalizePathname(
        parseHref(href, 'http://localhost' + state.location.pathname).pathname,
      );
      if (prefetched.has(pathname)) return;
      prefetched.add(pathname);
      void (options.prefetch ?? options.load)(pathname).catch(() => prefetched.delete(pathname));
    },
    notifyRendered() {
      if (!lastCommit) return;
      const { previous, action } = lastCommit;
      lastCommit = null;
      restoreScroll(state.location, previous, action);
      emitter.emit('rendered', { location: state.location, previous, action });
    },
    dispose: () => {
      unlisten();
      listeners.clear();
    },
  };
}
