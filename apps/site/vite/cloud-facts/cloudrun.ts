import type { CloudRunFacts } from '../../src/docs-facts/cloud-facts.js';
import { packageFiles } from './packages.js';

/** The Cloud Run facts, read from the installed `@remotion/cloudrun`. */
export function readCloudRunFacts(): CloudRunFacts {
  const cloudrun = packageFiles('@remotion/cloudrun');
  // The very function the package exports; its file needs only the region list.
  const { getRegions } = cloudrun.file<{ getRegions: () => readonly string[] }>(
    'dist/api/get-regions.js',
  );
  const defaults = cloudrun.entry<Record<string, number | string>>('./defaults');
  const { list } = cloudrun.entry<{ list: { name: string; reason: string }[] }>(
    './permissions.json',
  );
  const num = (name: string) => {
    const value = defaults[name];
    if (typeof value !== 'number') throw new Error(`@remotion/cloudrun/defaults has no ${name}`);
    return value;
  };
  return {
    version: cloudrun.version,
    defaultRegion: String(defaults['DEFAULT_REGION']),
    regions: [...getRegions()],
    permissions: list.map(({ name, reason }) => ({ name, reason })),
    defaults: {
      timeoutSeconds: num('DEFAULT_TIMEOUT'),
      minInstances: num('DEFAULT_MIN_INSTANCES'),
      maxInstances: num('DEFAULT_MAX_INSTANCES'),
      maxRetries: num('DEFAULT_MAX_RETRIES'),
    },
  };
}
