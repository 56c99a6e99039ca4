import { getRegions } from '@remotion/lambda';
import { describe, expect, it } from 'vitest';
import { elements, render, textOf } from '../_shared/test-utils';
import { LambdaRegions } from '.';

const rowIds = (html: string) =>
  elements(html, 'tr')
    .slice(1)
    .map((row) => textOf(elements(row, 'th')[0] ?? ''));

describe('LambdaRegions', () => {
  it('renders every region of getRegions(), in its order, as row headers', async () => {
    const html = await render(<LambdaRegions />);
    expect(rowIds(html)).toEqual([...getRegions()]);
    expect(html).toContain('<th scope="col">Region</th>');
  });

  it('marks exactly the regions of getRegions({ enabledByDefaultOnly: true }) as enabled', async () => {
    const html = await render(<LambdaRegions only="enabledByDefault" />);
    expect(rowIds(html)).toEqual([...getRegions({ enabledByDefaultOnly: true })]);
    const optIn = await render(<LambdaRegions only="optIn" />);
    expect(rowIds(optIn)).toEqual(
      getRegions().filter((r) => !getRegions({ enabledByDefaultOnly: true }).includes(r)),
    );
    expect(textOf(optIn)).not.toMatch(/\byes\b/);
  });

  it('prints the CLI output: the regions joined by spaces', async () => {
    const html = await render(<LambdaRegions format="cli" />);
    expect(textOf(elements(html, 'code')[0]!)).toBe(getRegions().join(' '));
    const defaults = await render(<LambdaRegions format="cli" only="enabledByDefault" />);
    expect(textOf(elements(defaults, 'code')[0]!)).toBe(
      getRegions({ enabledByDefaultOnly: true }).join(' '),
    );
  });

  it('lists regions inline for running text', async () => {
    const html = await render(<LambdaRegions format="inline" only="withoutInsights" />);
    expect(html).not.toContain('<table');
    expect(textOf(html)).toMatch(/^[a-z0-9-]+(, [a-z0-9-]+)* and [a-z0-9-]+$/);
  });

  it('adds the price columns estimatePrice() charges', async () => {
    const html = await render(<LambdaRegions show={['prices']} />);
    const header = textOf(elements(html, 'thead')[0]!);
    expect(header).toContain('Compute (USD per GB-second)');
    expect(elements(html, 'tr').slice(1)).toHaveLength(getRegions().length);
  });
});
