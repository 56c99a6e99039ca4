import { expect, it } from 'vitest';
import { canPrefetch } from './prefetch-policy.js';

it('skips prefetch in data-saver mode and on 2g-class connections', () => {
  expect(canPrefetch(undefined)).toBe(true);
  expect(canPrefetch({ effectiveType: '4g' })).toBe(true);
  expect(canPrefetch({ saveData: true, effectiveType: '4g' })).toBe(false);
  expect(canPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
  expect(canPrefetch({ effectiveType: '2g' })).toBe(false);
});
