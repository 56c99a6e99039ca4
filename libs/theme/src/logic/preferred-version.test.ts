// @vitest-environment jsdom
import { beforeEach, expect, it } from 'vitest';
import { readPreferredVersion, savePreferredVersion } from './preferred-version.js';

beforeEach(() => localStorage.clear());

it('stores the preferred version under docs-preferred-version-{pluginId}', () => {
  savePreferredVersion(localStorage, 'default', 'current');
  expect(localStorage.getItem('docs-preferred-version-default')).toBe('current');
  expect(readPreferredVersion(localStorage, 'default', ['current'])).toBe('current');
});

it('clears a stored version that no longer matches a known version', () => {
  localStorage.setItem('docs-preferred-version-default', '2.x');
  expect(readPreferredVersion(localStorage, 'default', ['current'])).toBeNull();
  expect(localStorage.getItem('docs-preferred-version-default')).toBeNull();
});
