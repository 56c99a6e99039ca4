import { useCloudFacts } from '../load';
import { Codes } from '../_shared/Codes';
import { PlainCode } from '../_shared/PlainCode';
import { withFacts } from '../_shared/with-facts';
import { FactsTableHead } from '../_shared/FactsTableHead';
import { Table } from '@sitekit/theme/mdx';
import {
  lambdaRegionCells,
  lambdaRegionHeading,
  lambdaRegionHeadings,
  selectLambdaRegions,
  shownLambdaRegionColumns,
  type LambdaRegionColumn,
  type LambdaRegionSelection,
} from './regions';

export {
  lambdaRegionColumns,
  lambdaRegionSelections,
  type LambdaRegionColumn,
  type LambdaRegionSelection,
} from './regions';

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

function Regions({ show, only = 'all', format = 'table' }: LambdaRegionsProps) {
  const regions = selectLambdaRegions(useCloudFacts().lambda.regions, only);
  const ids = regions.map((r) => r.id);
  if (format === 'inline') return <Codes values={ids} />;
  if (format === 'cli') return <PlainCode code={ids.join(' ')} />;
  const columns = shownLambdaRegionColumns(show);
  return (
    <Table className="docs-facts__table" data-facts="lambda-regions">
      <FactsTableHead
        headings={[
          lambdaRegionHeading,
          ...columns.flatMap((column) => lambdaRegionHeadings[column]),
        ]}
      />
      <tbody>
        {regions.map((r) => (
          <tr key={r.id}>
            <th scope="row">
              <code>{r.id}</code>
            </th>
            {columns
              .flatMap((column) => lambdaRegionCells[column](r))
              .map((cell, i) => (
                <td key={i}>{'code' in cell ? <code>{cell.code}</code> : cell.text}</td>
              ))}
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
