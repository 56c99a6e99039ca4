import { getUserPolicy } from '@remotion/lambda/policies';
import { describe, expect, it } from 'vitest';
import { elements, render, textOf } from '../_shared/test-utils';
import { FactNote } from '../FactNote';
import { LambdaPolicyStatements } from '.';

const policy = JSON.parse(getUserPolicy()) as {
  Statement: { Sid: string; Action: string[]; Resource: string[] }[];
};

describe('LambdaPolicyStatements', () => {
  it('has one row per statement with its actions and resources', async () => {
    const html = await render(<LambdaPolicyStatements kind="user" />);
    const rows = elements(html, 'tr').slice(1);
    expect(rows.map((r) => textOf(elements(r, 'th')[0]!))).toEqual(
      policy.Statement.map((s) => s.Sid),
    );
    rows.forEach((row, i) => {
      const [actions, resources] = elements(row, 'td').map((cell) =>
        elements(cell, 'code').map(textOf),
      );
      expect(actions).toEqual(policy.Statement[i]!.Action);
      expect(resources).toEqual(policy.Statement[i]!.Resource);
    });
  });

  it('puts each note in the row of its statement', async () => {
    const html = await render(
      <LambdaPolicyStatements kind="user" notesHeading="Why">
        <FactNote name="Storage">sites and renders</FactNote>
      </LambdaPolicyStatements>,
    );
    expect(textOf(elements(html, 'thead')[0]!)).toBe('SidActionsResourcesWhy');
    const storage = elements(html, 'tr').find((r) => r.includes('<code>Storage</code>'))!;
    expect(textOf(elements(storage, 'td')[2]!)).toBe('sites and renders');
  });
});
