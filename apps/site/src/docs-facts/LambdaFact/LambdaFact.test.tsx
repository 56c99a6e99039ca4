import { getRegions } from '@remotion/lambda';
import { MAX_MEMORY } from '@remotion/lambda-client/constants';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FactValue } from '../_shared/FactValue';
import { render, textOf } from '../_shared/test-utils';
import { LambdaFact } from '.';
import type { LambdaValueName } from './values';

describe('LambdaFact', () => {
  it('renders one value inline, digits grouped from 100,000 on', async () => {
    expect(textOf(await render(<LambdaFact of="regionCount" />))).toBe(String(getRegions().length));
    expect(textOf(await render(<LambdaFact of="maxMemorySizeInMb" />))).toBe(String(MAX_MEMORY));
    expect(textOf(await render(<LambdaFact of="inlinePropsMaxLengthMedia" />))).toMatch(
      /^\d{1,3}(,\d{3})+$/,
    );
  });

  it('renders lists as inline code', async () => {
    const html = await render(<LambdaFact of="deleteAfterValues" />);
    expect(html).toContain('<code>1-day</code>');
    expect(textOf(html)).toMatch(/ and /);
  });

  it('refuses a name it does not know (the pages test keeps them out of the docs)', async () => {
    const html = await render(<LambdaFact of={'nope' as LambdaValueName} />);
    expect(html).toContain('@remotion/lambda has no fact named &quot;nope&quot;');
    expect(() =>
      renderToString(<FactValue values={{ a: 1 }} of="nope" source="@remotion/lambda" />),
    ).toThrow('@remotion/lambda has no fact named "nope"');
  });
});
