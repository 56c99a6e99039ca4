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

/** Applies {@link BUILD_HEAP_GROWING_PERCENT} to this process and its worker threads. */
export function keepBuildHeapTight(): void {
  setFlagsFromString(`--heap-growing-percent=${BUILD_HEAP_GROWING_PERCENT}`);
}
