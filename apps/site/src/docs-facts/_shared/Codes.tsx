import { Fragment } from 'react';

/**
 * Values as inline code: `a`, `b` and `c` in running text, or with `last=", "` a plain
 * comma-separated list (table cells).
 */
export function Codes({ values, last = ' and ' }: { values: readonly string[]; last?: string }) {
  return values.map((value, i) => (
    <Fragment key={value}>
      {i === 0 ? '' : i === values.length - 1 ? last : ', '}
      <code>{value}</code>
    </Fragment>
  ));
}
