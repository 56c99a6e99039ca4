import type { CloudRunFacts } from '../cloud-facts';

/** The single Cloud Run values pages quote in running text and table cells, by name. */
export const cloudRunValues = (f: CloudRunFacts) =>
  ({
    version: f.version,
    regionCount: f.regions.length,
    defaultRegion: [f.defaultRegion],
    permissionCount: f.permissions.length,
    defaultTimeoutSeconds: f.defaults.timeoutSeconds,
    defaultMinInstances: f.defaults.minInstances,
    defaultMaxInstances: f.defaults.maxInstances,
    defaultMaxRetries: f.defaults.maxRetries,
  }) satisfies Record<string, string | number | readonly string[]>;

export type CloudRunValueName = keyof ReturnType<typeof cloudRunValues>;
