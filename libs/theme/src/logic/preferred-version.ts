/** localStorage key of the reader's preferred docs version for one docs plugin. */
export const preferredVersionKey = (pluginId: string) => `docs-preferred-version-${pluginId}`;

type VersionStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The stored preferred version, if it still names a known version; a stale value
 * (a version that no longer exists) is removed.
 */
export function readPreferredVersion(
  storage: VersionStorage | null,
  pluginId: string,
  known: readonly string[],
): string | null {
  const key = preferredVersionKey(pluginId);
  const value = storage?.getItem(key) ?? null;
  if (value !== null && !known.includes(value)) {
    storage?.removeItem(key);
    return null;
  }
  return value;
}

/** Remembers the version a reader chose or is reading. */
export function savePreferredVersion(
  storage: VersionStorage | null,
  pluginId: string,
  version: string,
) {
  try {
    storage?.setItem(preferredVersionKey(pluginId), version);
  } catch {
    // storage full or blocked: the preference is a convenience
  }
}

/** Browser localStorage, or null where it is unavailable. */
export function browserStorage(): VersionStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
