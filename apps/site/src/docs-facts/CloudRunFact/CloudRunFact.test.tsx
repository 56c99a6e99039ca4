import permissions from '@remotion/cloudrun/permissions.json';
import { DEFAULT_TIMEOUT } from '@remotion/cloudrun/defaults';
import { GCP_REGIONS } from '@remotion/cloudrun/regions';
import { describe, expect, it } from 'vitest';
import { render, textOf } from '../_shared/test-utils';
import { CloudRunFact } from '.';

describe('CloudRunFact', () => {
  it('renders counts and defaults of the package', async () => {
    expect(textOf(await render(<CloudRunFact of="regionCount" />))).toBe(
      String(GCP_REGIONS.length),
    );
    expect(textOf(await render(<CloudRunFact of="permissionCount" />))).toBe(
      String(permissions.list.length),
    );
    expect(textOf(await render(<CloudRunFact of="defaultTimeoutSeconds" />))).toBe(
      String(DEFAULT_TIMEOUT),
    );
  });
});
