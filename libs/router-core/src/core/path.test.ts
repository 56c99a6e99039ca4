import { describe, expect, it } from 'vitest';
import { normalizePathname, onlySearchChanged } from './path.js';

describe('normalizePathname', () => {
  it.each([
    ['/', '/'],
    ['/docs/', '/docs'],
    ['/docs/index.html', '/docs'],
    ['/index.html', '/'],
    ['/about.html', '/about'],
    ['//docs//x/', '/docs/x'],
  ])('%s → %s', (input, expected) => expect(normalizePathname(input)).toBe(expected));
});

it('detects query-only changes', () => {
  expect(
    onlySearchChanged(
      { pathname: '/a', search: '?1', hash: '' },
      { pathname: '/a', search: '?2', hash: '' },
    ),
  ).toBe(true);
  expect(
    onlySearchChanged(
      { pathname: '/a', search: '?1', hash: '' },
      { pathname: '/b', search: '?2', hash: '' },
    ),
  ).toBe(false);
});
