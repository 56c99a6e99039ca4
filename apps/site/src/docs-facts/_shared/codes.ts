/**
 * What goes before the `i`th of `count` values listed in running text: nothing before the
 * first, `last` before the last (`a`, `b` and `c`), a comma before the others.
 */
export const separatorBefore = (i: number, count: number, last: string): string =>
  i === 0 ? '' : i === count - 1 ? last : ', ';

/** The separator before the last value in running text (`a`, `b` and `c`). */
export const runningTextLast = ' and ';
/** The separator before the last value in a table cell: a plain comma-separated list. */
export const cellLast = ', ';
