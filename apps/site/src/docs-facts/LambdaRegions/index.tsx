import type { LambdaRegionFact } from '../cloud-facts';
import { useCloudFacts } from '../load';
import { Codes } from '../_shared/Codes';
import { PlainCode } from '../_shared/PlainCode';
import { withFacts } from '../_shared/with-facts';
import { Table } from '@sitekit/theme/mdx';

/** Columns besides the region: default status, Insights support, the Insights layer, prices. */
export const lambdaRegionColumns = [
  'enabledByDefault',
  'insights',
  'insightsLayer',
  'prices',
] as const;
export type LambdaRegionColumn = (typeof lambdaRegionColumns)[number];

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

export interface LambdaRegionsProps {
  /** @default ['enabledByDefault'] */
  show?: LambdaRegionColumn[];
  /** @default 'all' */
  only?: LambdaRegionSelection;
  /**
   * `table`; `inline` for running text; `cli` for the output of `npx remotion lambda regions`.
   * @default 'table'
   */
  format?: 'table' | 'inline' | 'cli';
}

function Regions({
  show = ['enabledByDefault'],
  only = 'all',
  format = 'table',
}: LambdaRegionsProps) {
  const regions = useCloudFacts().lambda.regions.filter(selections[only]);
  const ids = regions.map((r) => r.id);
  if (format === 'inline') return <Codes values={ids} />;
  if (format === 'cli') return <PlainCode code={ids.join(' ')} />;
  const has = (column: LambdaRegionColumn) => show.includes(column);
  return (
    <Table className="docs-facts__table" data-facts="lambda-regions">
      <thead>
        <tr>
          <th scope="col">Region</th>
          {has('enabledByDefault') && <th scope="col">Enabled by default</th>}
          {has('insights') && <th scope="col">Lambda Insights</th>}
          {has('insightsLayer') && <th scope="col">Lambda Insights layer</th>}
          {has('prices') && (
            <>
              <th scope="col">Compute (USD per GB-second)</th>
              <th scope="col">Disk (USD per GB-second)</th>
              <th scope="col">USD per request</th>
            </>
          )}
        </tr>
      </thead>
      <tbody>
        {regions.map((r) => (
          <tr key={r.id}>
            <th scope="row">
              <code>{r.id}</code>
            </th>
            {has('enabledByDefault') && <td>{r.enabledByDefault ? 'yes' : 'no (opt-in)'}</td>}
            {has('insights') && <td>{r.insightsLayer ? 'yes' : 'no'}</td>}
            {has('insightsLayer') && (
              <td>{r.insightsLayer ? <code>{r.insightsLayer}</code> : 'none'}</td>
            )}
            {has('prices') && (
              <>
                <td>{r.prices.durationPerGbSecond}</td>
                <td>{r.prices.storagePerGbSecond}</td>
                <td>{r.prices.perRequest}</td>
              </>
            )}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/**
 * The AWS regions of the pinned `@remotion/lambda`, in the order `getRegions()` returns
 * them, with what the package knows about each.
 */
export const LambdaRegions = withFacts(Regions, 'LambdaRegions');
