/**
 * The tab choices of a page, as Docusaurus keeps them: a `groupId`'s choice is shared by every
 * `<Tabs>` of the group and remembered in storage; a `queryString` key mirrors the choice in
 * the URL (`?os=linux`), which wins over storage when the page loads. React-free: `<Tabs>`
 * subscribes through `useTabsSelection`.
 */

/** localStorage key of a tab group's remembered choice. */
export const tabGroupStorageKey = (groupId: string) => `sk-tabs-${groupId}`;

/** What the tab choices touch outside themselves; tests pass fakes, the server none. */
export interface TabGroupsEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** The page URL's query string (`?a=b`, or empty). */
  getSearch(): string;
  /** Replaces the page URL's query string, without a history entry or a scroll. */
  replaceSearch(search: string): void;
  /** Calls back when the URL changes outside the store (back and forward). */
  listen(listener: () => void): () => void;
}

/** The tab choices of one page, shared by all its `<Tabs>`. */
export interface TabGroupsStore {
  /** The group's choice: picked on this page, or remembered from an earlier visit. */
  groupChoice(groupId: string): string | null;
  /** The value of `key` in the page URL's query. */
  queryValue(key: string): string | null;
  /** Picks `value` for the group (every member follows) and remembers it. */
  chooseForGroup(groupId: string, value: string): void;
  /** Writes `key=value` into the page URL's query, keeping its other parameters and hash. */
  setQueryValue(key: string, value: string): void;
  subscribe(listener: () => void): () => void;
}

/**
 * A store over `env`; without one (the server, the first render) every choice is null, so the
 * server HTML shows each block's default tab.
 */
export function createTabGroupsStore(env: TabGroupsEnvironment | null): TabGroupsStore {
  const chosen = new Map<string, string | null>();
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  let unlisten: (() => void) | undefined;
  return {
    groupChoice(groupId) {
      if (!env) return null;
      if (!chosen.has(groupId)) {
        let stored: string | null = null;
        try {
          stored = env.storage?.getItem(tabGroupStorageKey(groupId)) ?? null;
        } catch {
          // storage blocked: nothing is remembered
        }
        chosen.set(groupId, stored);
      }
      return chosen.get(groupId) ?? null;
    },
    queryValue: (key) => (env ? new URLSearchParams(env.getSearch()).get(key) : null),
    chooseForGroup(groupId, value) {
      chosen.set(groupId, value);
      try {
        env?.storage?.setItem(tabGroupStorageKey(groupId), value);
      } catch {
        // storage full or blocked: the choice lasts for this page view
      }
      notify();
    },
    setQueryValue(key, value) {
      if (!env) return;
      const params = new URLSearchParams(env.getSearch());
      params.set(key, value);
      env.replaceSearch(`?${params.toString()}`);
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      unlisten ??= env?.listen(notify);
      return () => {
        listeners.delete(listener);
        if (listeners.size) return;
        unlisten?.();
        unlisten = undefined;
      };
    },
  };
}

/**
 * The browser's tab environment. The query is replaced in `window.history` directly, keeping
 * its state (the router's entry key): a router navigation would scroll to the hash and emit
 * navigation events, and a tab choice is page state, not a navigation.
 */
export function browserTabGroupsEnvironment(win: Window): TabGroupsEnvironment {
  let storage: Storage | null = null;
  try {
    storage = win.localStorage;
  } catch {
    storage = null;
  }
  return {
    storage,
    getSearch: () => win.location.search,
    replaceSearch(search) {
      const { pathname, hash } = win.location;
      win.history.replaceState(win.history.state, '', `${pathname}${search}${hash}`);
    },
    listen(listener) {
      win.addEventListener('popstate', listener);
      return () => win.removeEventListener('popstate', listener);
    },
  };
}
