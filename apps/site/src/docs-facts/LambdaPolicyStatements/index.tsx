import type { ReactNode } from 'react';
import { useCloudFacts } from '../load';
import { Codes } from '../_shared/Codes';
import { cellLast } from '../_shared/codes';
import { withFacts } from '../_shared/with-facts';
import { notesOf } from '../FactNote';
import { missingNote } from '../FactNote/notes';
import { FactsTableHead } from '../_shared/FactsTableHead';
import { Table } from '@sitekit/theme/mdx';
import { defaultStatementNotesHeading, policyStatementHeadings } from './statements';

export interface LambdaPolicyStatementsProps {
  kind: 'user' | 'role';
  /** Heading of the column the `<FactNote name="Sid">` children fill. @default 'Used for' */
  notesHeading?: string;
  children?: ReactNode;
}

function Statements({
  kind,
  notesHeading = defaultStatementNotesHeading,
  children,
}: LambdaPolicyStatementsProps) {
  const { statements } = useCloudFacts().lambda.policies[kind];
  const notes = notesOf(children);
  return (
    <Table className="docs-facts__table" data-facts={`lambda-${kind}-policy`}>
      <FactsTableHead
        headings={[...policyStatementHeadings, ...(notes.size > 0 ? [notesHeading] : [])]}
      />
      <tbody>
        {statements.map((s) => (
          <tr key={s.sid}>
            <th scope="row">
              <code>{s.sid}</code>
            </th>
            <td>
              <Codes values={s.actions} last={cellLast} />
            </td>
            <td>
              <Codes values={s.resources} last={cellLast} />
            </td>
            {notes.size > 0 && <td>{notes.get(s.sid) ?? missingNote}</td>}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/**
 * The statements of a generated Lambda policy, one row each, with the author's notes on
 * them (`<FactNote name="<Sid>">`) in a last column.
 */
export const LambdaPolicyStatements = withFacts(Statements, 'LambdaPolicyStatements');
