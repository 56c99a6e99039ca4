/** The bench's queries: the shared relevance set, and the prefixes a reader types on the way. */
import { relevanceSet } from './relevance-set.mjs';

export { relevanceSet };

/** Prefix lengths timed before each full query (`inter`, `interp` on the way to `interpolate`). */
const TYPED = [3, 5, 6];

/** Every query timed warm: each relevance query's prefixes as typed, then the query. */
export function typedQueries(cases = relevanceSet) {
  const queries = cases.flatMap(({ query }) => [
    ...TYPED.filter((n) => n < query.length).map((n) => query.slice(0, n)),
    query,
  ]);
  return [...new Set(queries)].filter((q) => q.trim().length > 0);
}
