import { useCloudFacts } from '../load';
import { Codes } from '../_shared/Codes';
import { cellLast } from '../_shared/codes';
import { PlainCode } from '../_shared/PlainCode';
import { withFacts } from '../_shared/with-facts';
import { FactsTableHead } from '../_shared/FactsTableHead';
import { Table } from '@sitekit/theme/mdx';
import { cloudRunRegionGroups, cloudRunRegionHeadings } from './groups';

export interface CloudRunRegionsProps {
  /**
   * `table` (grouped by the part of the name before the first dash); `inline` for running
   * text; `cli` for the output of `npx remotion cloudrun regions`.
   * @default 'table'
   */
  format?: 'table' | 'inline' | 'cli';
}

function Regions({ format = 'table' }: CloudRunRegionsProps) {
  const regions = useCloudFacts().cloudrun.regions;
  if (format === 'inline') return <Codes values={regions} />;
  if (format === 'cli') return <PlainCode code={regions.join(' ')} />;
  return (
    <Table className="docs-facts__table" data-facts="cloudrun-regions">
      <FactsTableHead headings={cloudRunRegionHeadings} />
      <tbody>
        {cloudRunRegionGroups(regions).map(([prefix, ids]) => (
          <tr key={prefix}>
            <th scope="row">
              <code>{prefix}</code>
            </th>
            <td>
              <Codes values={ids} last={cellLast} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** The Google Cloud regions of the pinned `@remotion/cloudrun`, as `getRegions()` returns them. */
export const CloudRunRegions = withFacts(Regions, 'CloudRunRegions');
