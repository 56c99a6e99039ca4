/** Reading a demo's options from MDX attributes, which no type checker sees. */

/**
 * Reads a comma-separated list from an MDX attribute. An unknown name throws, so a typo on a
 * page fails the prerender instead of silently showing another demo.
 */
export function parseList<T extends string>(
  raw: string | undefined,
  known: readonly T[],
  fallback: readonly T[],
): T[] {
  if (raw === undefined) return [...fallback];
  return raw.split(',').map((item) => checkName(item.trim(), known));
}

/** `name` if it is one of `known`; throws otherwise. */
export function checkName<T extends string>(name: string, known: readonly T[]): T {
  if (!(known as readonly string[]).includes(name)) {
    throw new Error(`Unknown demo option "${name}"; expected one of: ${known.join(', ')}`);
  }
  return name as T;
}
