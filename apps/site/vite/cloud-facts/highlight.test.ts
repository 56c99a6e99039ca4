import { codeThemes as fenceThemes } from '@sitekit/builder';
import { expect, it } from 'vitest';
import { codeThemes, highlight } from './highlight.js';

it('highlights with the themes of the code fences', async () => {
  expect(codeThemes).toEqual(fenceThemes);
  const tree = await highlight('{"a": 1}', 'json');
  expect(tree[0]).toBe('pre');
  expect(JSON.stringify(tree)).toContain('--shiki-dark');
});
