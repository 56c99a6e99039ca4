import { getRegions } from '@remotion/cloudrun';
import * as defaults from '@remotion/cloudrun/defaults';
import permissions from '@remotion/cloudrun/permissions.json';
import { describe, expect, it } from 'vitest';
import { readCloudRunFacts } from './cloudrun.js';

// Only @remotion/cloudrun here: its remotion and Lambda's cannot load in one process.
const facts = readCloudRunFacts();

describe('Cloud Run facts equal what the package returns', () => {
  it('regions: getRegions(), in order', () => {
    expect(facts.regions).toEqual([...getRegions()]);
    expect(facts.defaultRegion).toBe(defaults.DEFAULT_REGION);
  });

  it('permissions: the list of permissions.json, reasons included', () => {
    expect(facts.permissions).toEqual(permissions.list);
  });

  it('defaults: the exported constants', () => {
    expect(facts.defaults).toEqual({
      timeoutSeconds: defaults.DEFAULT_TIMEOUT,
      minInstances: defaults.DEFAULT_MIN_INSTANCES,
      maxInstances: defaults.DEFAULT_MAX_INSTANCES,
      maxRetries: defaults.DEFAULT_MAX_RETRIES,
    });
  });
});
