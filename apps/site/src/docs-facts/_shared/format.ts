/**
 * A count or size as the docs write numbers: `10240` (as in function names and flags), but
 * `193,976` once digits are hard to count.
 */
export const formatNumber = (n: number): string =>
  Math.abs(n) >= 100_000 ? n.toLocaleString('en-US') : String(n);
