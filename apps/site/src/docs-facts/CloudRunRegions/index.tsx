import { useCloudFacts } from '../load';
import { Codes } from '../_shared/Codes';
import { PlainCode } from '../_shared/PlainCode';
import { withFacts } from '../_shared/with-facts';
import { Table } from '@sitekit/theme/mdx';

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
  // The package has no region names, so the rows group the ids by their own prefix.
  const groups = new Map<string, string[]>();
  for (const id of regions) {
    const prefix = id.split('-')[0]!;
    groups.set(prefix, [...(groups.get(prefix) ?? []), id]);
  }
  return (
    <Table className="docs-facts__table" data-facts="cloudrun-regions">
      <thead>
        <tr>
          <th scope="col">Prefix</th>
          <th scope="col">Regions</th>
        </tr>
      </thead>
      <tbody>
        {[...groups].map(([prefix, ids]) => (
          <tr key={prefix}>
            <th scope="row">
              <code>{`${prefix}-`}</code>
            </th>
            <td>
              <Codes values={ids} last=", " />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** The Google Cloud regions of the pinned `@remotion/cloudrun`, as `getRegions()` returns them. */
export const CloudRunRegions = withFacts(Regions, 'CloudRunRegions');
