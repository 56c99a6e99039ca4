import { parseHref, type RouterLocation } from './path.js';

/** The slice of browser history the router needs, injectable for tests. */
export interface RouterHistory {
  readonly location: RouterLocation;
  push(href: string): RouterLocation;
  replace(href: string): RouterLocation;
  /** Called on back/forward with the location navigated to. */
  listen(listener: (location: RouterLocation) => void): () => void;
}

let counter = 0;
const newKey = () => `${Date.now().toString(36)}-${(counter++).toString(36)}`;

/** History backed by `window.history`; the entry key lives in `history.state`. */
export function createBrowserHistory(win: Window): RouterHistory {
  const read = (): RouterLocation => {
    const state = win.history.state as { key?: string } | null;
    let key = state?.key;
    if (!key) {
      key = newKey();
      win.history.replaceState({ ...(state ?? {}), key }, '');
    }
    const { pathname, search, hash } = win.location;
    return { pathname, search, hash, key };
  };
  let location = read();
  const write = (method: 'pushState' | 'replaceState', href: string) => {
    const key = newKey();
    win.history[method]({ key }, '', href);
    location = { ...parseHref(href, win.location.href), key };
    return location;
  };
  return {
    get location() {
      return location;
    },
    push: (href) => write('pushState', href),
    replace: (href) => write('replaceState', href),
    listen(listener) {
      const onPop = () => {
        location = read();
        listener(location);
      };
      win.addEventListener('popstate', onPop);
      return () => win.removeEventListener('popstate', onPop);
    },
  };
}

/** In-memory history for tests and the prerenderer. */
export function createMemoryHistory(
  initial = '/',
): RouterHistory & { back(): void; forward(): void } {
  const entries: RouterLocation[] = [{ ...parseHref(initial), key: newKey() }];
  let index = 0;
  const listeners = new Set<(l: RouterLocation) => void>();
  const go = (delta: number) => {
    const next = index + delta;
    if (next < 0 || next >= entries.length) return;
    index = next;
    listeners.forEach((l) => l(entries[index]!));
  };
  return {
    get location() {
      return entries[index]!;
    },
    push(href) {
      entries.splice(index + 1);
      entries.push({
        ...parseHref(href, 'http://localhost' + entries[index]!.pathname),
        key: newKey(),
      });
      index++;
      return entries[index]!;
    },
    replace(href) {
      entries[index] = {
        ...parseHref(href, 'http://localhost' + entries[index]!.pathname),
        key: newKey(),
      };
      return entries[index]!;
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    back: () => go(-1),
    forward: () => go(1),
  };
}
