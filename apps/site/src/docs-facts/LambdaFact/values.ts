import type { LambdaFacts } from '../cloud-facts';

/**
 * The single Lambda values pages quote in running text and table cells, by name. A number
 * stays a number (formatted when shown); a list is shown as inline code.
 */
export const lambdaValues = (f: LambdaFacts) => {
  const { limits } = f;
  const optIn = f.regions.filter((r) => !r.enabledByDefault);
  return {
    version: f.version,
    regionCount: f.regions.length,
    enabledByDefaultRegionCount: f.regions.length - optIn.length,
    optInRegionCount: optIn.length,
    defaultRegion: [f.defaultRegion],
    roleName: [f.roleName],
    userPolicyStatementCount: f.policies.user.statements.length,
    rolePolicyStatementCount: f.policies.role.statements.length,
    minMemorySizeInMb: limits.memorySizeInMb.min,
    maxMemorySizeInMb: limits.memorySizeInMb.max,
    defaultMemorySizeInMb: limits.memorySizeInMb.default,
    minDiskSizeInMb: limits.diskSizeInMb.min,
    maxDiskSizeInMb: limits.diskSizeInMb.max,
    defaultDiskSizeInMb: limits.diskSizeInMb.default,
    minTimeoutInSeconds: limits.timeoutInSeconds.min,
    maxTimeoutInSeconds: limits.timeoutInSeconds.max,
    defaultTimeoutInSeconds: limits.timeoutInSeconds.default,
    minRetentionInDays: limits.cloudWatchLogRetentionPeriodInDays.min,
    maxRetentionInDays: limits.cloudWatchLogRetentionPeriodInDays.max,
    defaultRetentionInDays: limits.cloudWatchLogRetentionPeriodInDays.default,
    maxFunctionsPerRender: limits.maxFunctionsPerRender,
    minFramesPerFunction: limits.minFramesPerFunction,
    defaultMaxRetries: limits.defaultMaxRetries,
    webhookCustomDataMaxLength: limits.webhookCustomDataMaxLength,
    inlinePropsMaxLengthMedia: limits.inlinePropsMaxLength.media,
    inlinePropsMaxLengthStill: limits.inlinePropsMaxLength.still,
    codecs: f.codecs,
    deleteAfterValues: f.deleteAfterValues,
  } satisfies Record<string, string | number | readonly string[]>;
};

export type LambdaValueName = keyof ReturnType<typeof lambdaValues>;
