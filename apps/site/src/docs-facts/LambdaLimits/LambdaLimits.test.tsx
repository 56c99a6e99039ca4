import * as constants from '@remotion/lambda-client/constants';
import { describe, expect, it } from 'vitest';
import { elements, render, textOf } from '../_shared/test-utils';
import { LambdaLimits } from '.';

describe('LambdaLimits', () => {
  it('shows the bounds and defaults the package exports', async () => {
    const html = await render(<LambdaLimits />);
    const rows = elements(html, 'tr')
      .slice(1)
      .map((r) => elements(r, 'td').map(textOf));
    const n = String;
    expect(rows[0]).toEqual([
      'MB',
      n(constants.MIN_MEMORY),
      n(constants.MAX_MEMORY),
      n(constants.DEFAULT_MEMORY_SIZE),
    ]);
    expect(rows[1]).toEqual([
      'MB',
      n(constants.MIN_EPHEMERAL_STORAGE_IN_MB),
      n(constants.MAX_EPHEMERAL_STORAGE_IN_MB),
      n(constants.DEFAULT_EPHEMERAL_STORAGE_IN_MB),
    ]);
    expect(rows[2]).toEqual([
      'seconds',
      n(constants.MIN_TIMEOUT),
      n(constants.MAX_TIMEOUT),
      n(constants.DEFAULT_TIMEOUT),
    ]);
    expect(rows[3]?.[3]).toBe(n(constants.DEFAULT_CLOUDWATCH_RETENTION_PERIOD));
  });
});
