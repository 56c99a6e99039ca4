import type { LimitRange } from '../cloud-facts';
import { useCloudFacts } from '../load';
import { formatNumber } from '../_shared/format';
import { withFacts } from '../_shared/with-facts';
import { Table } from '@sitekit/theme/mdx';

type Setting =
  | 'memorySizeInMb'
  | 'diskSizeInMb'
  | 'timeoutInSeconds'
  | 'cloudWatchLogRetentionPeriodInDays';

/** Each function setting with its CLI flag and unit. */
const settings: { name: Setting; flag: string; unit: string }[] = [
  { name: 'memorySizeInMb', flag: '--memory', unit: 'MB' },
  { name: 'diskSizeInMb', flag: '--disk', unit: 'MB' },
  { name: 'timeoutInSeconds', flag: '--timeout', unit: 'seconds' },
  { name: 'cloudWatchLogRetentionPeriodInDays', flag: '--retention-period', unit: 'days' },
];

function Limits() {
  const { limits } = useCloudFacts().lambda;
  return (
    <Table className="docs-facts__table" data-facts="lambda-limits">
      <thead>
        <tr>
          <th scope="col">Setting</th>
          <th scope="col">Unit</th>
          <th scope="col">Minimum</th>
          <th scope="col">Maximum</th>
          <th scope="col">CLI default</th>
        </tr>
      </thead>
      <tbody>
        {settings.map(({ name, flag, unit }) => {
          const range: LimitRange = limits[name];
          return (
            <tr key={name}>
              <th scope="row">
                <code>{name}</code> (<code>{flag}</code>)
              </th>
              <td>{unit}</td>
              <td>{formatNumber(range.min)}</td>
              <td>{formatNumber(range.max)}</td>
              <td>{formatNumber(range.default)}</td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}

/**
 * The function settings `deployFunction()` and `functions deploy` validate: the bounds the
 * pinned package's validators enforce and the defaults it exports.
 */
export const LambdaLimits = withFacts(Limits, 'LambdaLimits');
