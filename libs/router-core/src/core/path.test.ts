import { describe, expect, it } from 'vitest';
import { normalizePathname, onlySearchChanged, safeDecode } from './path.js';

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

describe('safeDecode', () => {
  it('decodes escapes and returns malformed ones as they are', () => {
    expect(safeDecode('caf%C3%A9')).toBe('café');
    expect(safeDecode('%E0%A4%A')).toBe('%E0%A4%A');
  });
});
