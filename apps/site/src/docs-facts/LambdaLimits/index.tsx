import { useCloudFacts } from '../load';
import { formatNumber } from '../_shared/format';
import { withFacts } from '../_shared/with-facts';
import { FactsTableHead } from '../_shared/FactsTableHead';
import { Table } from '@sitekit/theme/mdx';
import { lambdaLimitHeadings, lambdaLimitRows } from './settings';

function Limits() {
  const { limits } = useCloudFacts().lambda;
  return (
    <Table className="docs-facts__table" data-facts="lambda-limits">
      <FactsTableHead headings={lambdaLimitHeadings} />
      <tbody>
        {lambdaLimitRows(limits).map(({ name, flag, unit, range }) => (
          <tr key={name}>
            <th scope="row">
              <code>{name}</code> (<code>{flag}</code>)
            </th>
            <td>{unit}</td>
            <td>{formatNumber(range.min)}</td>
            <td>{formatNumber(range.max)}</td>
            <td>{formatNumber(range.default)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/**
 * The function settings `deployFunction()` and `functions deploy` validate: the bounds the
 * pinned package's validators enforce and the defaults it exports.
 */
export const LambdaLimits = withFacts(Limits, 'LambdaLimits');
