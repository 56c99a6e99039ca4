import { setFlagsFromString } from 'node:v8';

/**
 * How much V8 lets the heap grow past what a full collection kept, in percent (V8 picks 50 % to
 * 100 % on its own). A build allocates far more than it keeps (every page's HTML, records and
 * twins pass through once), so with V8's own choice its process sits on garbage: at 840 pages a
 * rebuild kept about 230 MB yet reached 900 MB. At 20 % it stays near 600 MB, no slower (see
 * `npm run bench`). Unlike a hard limit (`--max-old-space-size`), it cannot run out of memory on
 * a larger site: the heap still grows as far as the site needs.
 */
export const BUILD_HEAP_GROWING_PERCENT = 20;

let tight = false;
const growHeapBy = (percent: number) => setFlagsFromString(`--heap-growing-percent=${percent}`);

/** Applies {@link BUILD_HEAP_GROWING_PERCENT} to this process and its worker threads. */
export function keepBuildHeapTight(): void {
  tight = true;
  growHeapBy(BUILD_HEAP_GROWING_PERCENT);
}

/**
 * Runs `work` with V8's own heap growth (the flag is the process's, its worker threads'
 * included): compile workers allocate one syntax tree after another, and collecting that often
 * made the cold MDX compile 28 % slower at 840 pages (23.5 → 30 s), for a peak 220 MB lower
 * (1.25 → 1.03 GB). A cold build is rare; its time is what a writer waits for.
 */
export async function withOwnHeapGrowth<T>(work: () => Promise<T>): Promise<T> {
  if (!tight) return work();
  growHeapBy(0);
  try {
    return await work();
  } finally {
    growHeapBy(BUILD_HEAP_GROWING_PERCENT);
  }
}
