import type { LambdaRegionFact } from '../cloud-facts';
import { code, text, type FactCell } from '../_shared/table';

/** Columns besides the region: default status, Insights support, the Insights layer, prices. */
export const lambdaRegionColumns = [
  'enabledByDefault',
  'insights',
  'insightsLayer',
  'prices',
] as const;
export type LambdaRegionColumn = (typeof lambdaRegionColumns)[number];

/** The column shown when `show` is left out. */
export const defaultLambdaRegionColumns: readonly LambdaRegionColumn[] = ['enabledByDefault'];

const selections = {
  all: () => true,
  enabledByDefault: (r) => r.enabledByDefault,
  optIn: (r) => !r.enabledByDefault,
  withoutInsights: (r) => r.insightsLayer === null,
  // Regions whose Insights layer the generated user policy does not let you fetch.
  insightsOutsideUserPolicy: (r) => r.insightsLayer !== null && !r.insightsLayerInUserPolicy,
} satisfies Record<string, (r: LambdaRegionFact) => boolean>;

/** Which regions to show. */
export type LambdaRegionSelection = keyof typeof selections;
export const lambdaRegionSelections = Object.keys(selections) as LambdaRegionSelection[];

/** The regions of `only`, in the package's order; throws for a selection it does not know. */
export function selectLambdaRegions(
  regions: readonly LambdaRegionFact[],
  only: LambdaRegionSelection = 'all',
): LambdaRegionFact[] {
  if (!Object.hasOwn(selections, only))
    throw new Error(`LambdaRegions has no selection "${String(only)}"`);
  return regions.filter(selections[only]);
}

/** The heading of the first column, the region ids. */
export const lambdaRegionHeading = 'Region';

/** The column headings each shown column adds (prices add three). */
export const lambdaRegionHeadings: Record<LambdaRegionColumn, readonly string[]> = {
  enabledByDefault: ['Enabled by default'],
  insights: ['Lambda Insights'],
  insightsLayer: ['Lambda Insights layer'],
  prices: ['Compute (USD per GB-second)', 'Disk (USD per GB-second)', 'USD per request'],
};

/** The cells each shown column adds to a region's row, in the order of its headings. */
export const lambdaRegionCells: Record<LambdaRegionColumn, (r: LambdaRegionFact) => FactCell[]> = {
  enabledByDefault: (r) => [text(r.enabledByDefault ? 'yes' : 'no (opt-in)')],
  insights: (r) => [text(r.insightsLayer ? 'yes' : 'no')],
  insightsLayer: (r) => [r.insightsLayer ? code(r.insightsLayer) : text('none')],
  prices: (r) => [
    text(r.prices.durationPerGbSecond),
    text(r.prices.storagePerGbSecond),
    text(r.prices.perRequest),
  ],
};

/** The columns `show` asks for, in the table's fixed order (not the order they are named in). */
export const shownLambdaRegionColumns = (
  show: readonly LambdaRegionColumn[] = defaultLambdaRegionColumns,
): LambdaRegionColumn[] => lambdaRegionColumns.filter((column) => show.includes(column));
