import { GCP_REGIONS } from '@remotion/cloudrun/regions';
import { describe, expect, it } from 'vitest';
import { elements, render, textOf } from '../_shared/test-utils';
import { CloudRunRegions } from '.';

describe('CloudRunRegions', () => {
  it('renders every region of getRegions(), in its order', async () => {
    const html = await render(<CloudRunRegions />);
    const codes = elements(html, 'td').flatMap((cell) => elements(cell, 'code'));
    expect(codes.map(textOf)).toEqual([...GCP_REGIONS]);
  });

  it('groups by the prefix of the id, inventing no names', async () => {
    const html = await render(<CloudRunRegions />);
    const prefixes = elements(html, 'tr')
      .slice(1)
      .map((row) => textOf(elements(row, 'th')[0]!));
    expect(prefixes).toEqual([...new Set(GCP_REGIONS.map((r) => `${r.split('-')[0]}-`))]);
  });

  it('prints the CLI output: the regions joined by spaces', async () => {
    const html = await render(<CloudRunRegions format="cli" />);
    expect(textOf(elements(html, 'code')[0]!)).toBe(GCP_REGIONS.join(' '));
  });
});
