import permissions from '@remotion/cloudrun/permissions.json';
import { describe, expect, it } from 'vitest';
import { elements, render, textOf } from '../_shared/test-utils';
import { FactNote } from '../FactNote';
import { CloudRunPermissions } from '.';

describe('CloudRunPermissions', () => {
  it('lists every permission of permissions.json with the package’s reason', async () => {
    const html = await render(<CloudRunPermissions />);
    const rows = elements(html, 'tr').slice(1);
    expect(rows.map((r) => textOf(elements(r, 'th')[0]!))).toEqual(
      permissions.list.map((p) => p.name),
    );
    rows.forEach((row, i) => {
      expect(textOf(elements(row, 'td')[0]!)).toBe(permissions.list[i]!.reason || '(none)');
    });
  });

  it('adds the notes column only when notes are given', async () => {
    const plain = await render(<CloudRunPermissions />);
    expect(textOf(elements(plain, 'thead')[0]!)).not.toContain('Used by');
    const html = await render(
      <CloudRunPermissions>
        <FactNote name="run.routes.invoke">rendering</FactNote>
      </CloudRunPermissions>,
    );
    const row = elements(html, 'tr').find((r) => r.includes('run.routes.invoke'))!;
    expect(textOf(elements(row, 'td')[1]!)).toBe('rendering');
  });
});

describe('CloudRunPermissions format="cli"', () => {
  it('prints what `npx remotion cloudrun permissions` logs when all are granted', async () => {
    const html = await render(<CloudRunPermissions format="cli" account="a@b.c" project="p" />);
    expect(textOf(elements(html, 'code')[0]!)).toBe(
      [
        'Checking permissions for a@b.c in project p.',
        '',
        ...permissions.list.map((p) => `✅ ${p.name}`),
      ].join('\n'),
    );
  });
});
