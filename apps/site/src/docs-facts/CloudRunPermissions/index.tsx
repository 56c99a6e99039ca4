import type { ReactNode } from 'react';
import { useCloudFacts } from '../load';
import { PlainCode } from '../_shared/PlainCode';
import { withFacts } from '../_shared/with-facts';
import { notesOf } from '../FactNote';
import { missingNote } from '../FactNote/notes';
import { FactsTableHead } from '../_shared/FactsTableHead';
import { Table } from '@sitekit/theme/mdx';
import {
  cloudRunPermissionHeadings,
  defaultPermissionNotesHeading,
  permissionReason,
  permissionsCliOutput,
} from './permissions';

export interface CloudRunPermissionsProps {
  /**
   * `table`; `cli` for the output of `npx remotion cloudrun permissions` with every
   * permission granted.
   * @default 'table'
   */
  format?: 'table' | 'cli';
  /** For `cli`: the service account and project named in the first line. */
  account?: string;
  project?: string;
  /** Heading of the column the `<FactNote name="permission">` children fill. @default 'Used by' */
  notesHeading?: string;
  children?: ReactNode;
}

function Permissions({
  format = 'table',
  account,
  project,
  notesHeading = defaultPermissionNotesHeading,
  children,
}: CloudRunPermissionsProps) {
  const { permissions } = useCloudFacts().cloudrun;
  if (format === 'cli')
    return <PlainCode code={permissionsCliOutput(permissions, account, project)} />;
  const notes = notesOf(children);
  return (
    <Table className="docs-facts__table" data-facts="cloudrun-permissions">
      <FactsTableHead
        headings={[...cloudRunPermissionHeadings, ...(notes.size > 0 ? [notesHeading] : [])]}
      />
      <tbody>
        {permissions.map((p) => (
          <tr key={p.name}>
            <th scope="row">
              <code>{p.name}</code>
            </th>
            <td>{permissionReason(p)}</td>
            {notes.size > 0 && <td>{notes.get(p.name) ?? missingNote}</td>}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/**
 * The permissions of the pinned `@remotion/cloudrun/permissions.json` with the package's own
 * reasons, plus the author's notes (`<FactNote name="run.services.get">`) in a last column.
 */
export const CloudRunPermissions = withFacts(Permissions, 'CloudRunPermissions');
