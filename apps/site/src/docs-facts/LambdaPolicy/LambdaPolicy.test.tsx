import { getRolePolicy, getUserPolicy } from '@remotion/lambda/policies';
import { describe, expect, it } from 'vitest';
import { elements, render, textOf } from '../_shared/test-utils';
import { LambdaPolicy } from '.';

describe('LambdaPolicy', () => {
  it.each([
    ['user', getUserPolicy()],
    ['role', getRolePolicy()],
  ] as const)('shows the %s policy character for character', async (kind, json) => {
    const html = await render(<LambdaPolicy kind={kind} />);
    expect(textOf(elements(html, 'code')[0]!)).toBe(json);
  });

  it('renders like a highlighted JSON fence: a titled code block with a copy button', async () => {
    const html = await render(<LambdaPolicy kind="role" title="role-policy.json" />);
    expect(html).toContain('class="sk-code" data-language="json"');
    expect(html).toContain('<figcaption class="sk-code__title">role-policy.json</figcaption>');
    expect(html).toMatch(/<pre class="shiki shiki-themes [^"]+" style="background-color:/);
    expect(html).toContain('class="sk-code__copy"');
  });
});
