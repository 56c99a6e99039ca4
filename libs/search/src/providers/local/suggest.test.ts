import { expect, it } from 'vitest';
import { fixtureRecords } from '../../../tests/support/fixture.js';
import { createSuggester } from './suggest.js';

const suggest = createSuggester(
  fixtureRecords()
    .filter((r) => r.type === 'lvl1')
    .map((r) => r.hierarchy.lvl1),
);

it('suggests the titles spelled closest to a query, best first', () => {
  expect(suggest('rsecael')[0]).toBe('rescale()');
  expect(suggest('splnie')).toContain('spline()');
});

it('matches one word of a longer title', () => {
  expect(suggest('propertise')).toContain('Formatting properties');
});

it('offers nothing for very short or unrelated queries, and at most the count asked for', () => {
  expect(suggest('ab')).toEqual([]);
  expect(suggest('qwxzqj')).toEqual([]);
  expect(suggest('rescale', 2).length).toBeLessThanOrEqual(2);
});
