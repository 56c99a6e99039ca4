import type { LambdaFacts } from '../cloud-facts';

export type LambdaLimitSetting =
  | 'memorySizeInMb'
  | 'diskSizeInMb'
  | 'timeoutInSeconds'
  | 'cloudWatchLogRetentionPeriodInDays';

/** Each function setting with its CLI flag and unit, in the table's order. */
export const lambdaLimitSettings: readonly {
  name: LambdaLimitSetting;
  flag: string;
  unit: string;
}[] = [
  { name: 'memorySizeInMb', flag: '--memory', unit: 'MB' },
  { name: 'diskSizeInMb', flag: '--disk', unit: 'MB' },
  { name: 'timeoutInSeconds', flag: '--timeout', unit: 'seconds' },
  { name: 'cloudWatchLogRetentionPeriodInDays', flag: '--retention-period', unit: 'days' },
];

/** The limits table's column headings. */
export const lambdaLimitHeadings = [
  'Setting',
  'Unit',
  'Minimum',
  'Maximum',
  'CLI default',
] as const;

/** Each setting's row: the setting, its flag and unit, and its range. */
export const lambdaLimitRows = (limits: LambdaFacts['limits']) =>
  lambdaLimitSettings.map((setting) => ({ ...setting, range: limits[setting.name] }));
