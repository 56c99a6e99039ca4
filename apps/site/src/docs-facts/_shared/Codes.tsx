import { Fragment } from 'react';
import { runningTextLast, separatorBefore } from './codes';

/**
 * Values as inline code: `a`, `b` and `c` in running text, or with `last=", "` a plain
 * comma-separated list (table cells).
 */
export function Codes({
  values,
  last = runningTextLast,
}: {
  values: readonly string[];
  last?: string;
}) {
  return values.map((value, i) => (
    <Fragment key={value}>
      {separatorBefore(i, values.length, last)}
      <code>{value}</code>
    </Fragment>
  ));
}
