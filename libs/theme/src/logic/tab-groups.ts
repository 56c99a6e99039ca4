import { useEffect, useSyncExternalStore } from 'react';

const storageKey = (groupId: string) => `sk-tabs-${groupId}`;
const listeners = new Map<string, Set<() => void>>();
const chosen = new Map<string, string>();

function notify(groupId: string) {
  listeners.get(groupId)?.forEach((l) => l());
}

/** Chooses a tab for every Tabs of a group on the page, and remembers it for the next visit. */
export function chooseTab(groupId: string, value: string) {
  chosen.set(groupId, value);
  try {
    localStorage.setItem(storageKey(groupId), value);
  } catch {
    // private mode: the choice lasts for this page view
  }
  notify(groupId);
}

/**
 * The tab chosen for a group, or undefined (render the default). The server and the
 * first client render agree on undefined; the stored choice is applied after hydration.
 */
export function useTabGroup(groupId: string | undefined): string | undefined {
  const value = useSyncExternalStore(
    (listener) => {
      if (!groupId) return () => {};
      const set = listeners.get(groupId) ?? new Set();
      set.add(listener);
      listeners.set(groupId, set);
      return () => set.delete(listener);
    },
    () => (groupId ? chosen.get(groupId) : undefined),
    () => undefined,
  );
  useEffect(() => {
    if (!groupId || chosen.has(groupId)) return;
    try {
      const stored = localStorage.getItem(storageKey(groupId));
      if (stored) {
        chosen.set(groupId, stored);
        notify(groupId);
      }
    } catch {
      // storage unavailable
    }
  }, [groupId]);
  return value;
}
