/** Levenshtein distance, small and allocation-light: ids are short. */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const curr = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      curr[j] = Math.min(prev[j]! + 1, curr[j - 1]! + 1, prev[j - 1]! + cost);
    }
    prev = curr;
  }
  return prev[b.length]!;
}

/** Sorts `candidates` so the ones closest to `target` come first (stable for ties). */
export function nearestFirst(target: string, candidates: Iterable<string>): string[] {
  return [...candidates]
    .map((c, index) => ({ c, index, d: editDistance(target, c) }))
    .sort((x, y) => x.d - y.d || x.index - y.index)
    .map((x) => x.c);
}
