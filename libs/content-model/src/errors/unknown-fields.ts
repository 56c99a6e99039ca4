import { editDistance, nearestFirst } from './nearest.js';

/** How an unknown-field problem starts; `formatIssues` keeps messages that start with it. */
export const UNKNOWN_FIELD = 'unknown field';

/** The known name closest to `key`, when it is close enough to be a typo. */
export function didYouMean(key: string, known: Iterable<string>): string | undefined {
  const nearest = nearestFirst(key, known)[0];
  if (nearest === undefined) return undefined;
  // A third of the name (at least two edits) covers typos and `-`/`_` mix-ups, not other words.
  return editDistance(key, nearest) <= Math.max(2, Math.floor(key.length / 3))
    ? nearest
    : undefined;
}

/** `unknown field "sidebar_positon" (did you mean "sidebar_position"?)`, one suggestion per key. */
export function unknownFieldsMessage(
  keys: readonly string[],
  known: readonly string[] = [],
): string {
  const named = keys.map((key) => {
    const suggestion = didYouMean(key, known);
    return suggestion ? `"${key}" (did you mean "${suggestion}"?)` : `"${key}"`;
  });
  return `${UNKNOWN_FIELD}${keys.length > 1 ? 's' : ''} ${named.join(', ')}`;
}
