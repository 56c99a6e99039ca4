import { expect, it } from 'vitest';
import { tocWithin } from './toc.js';

const headings = [2, 3, 4, 5, 3, 2].map((level, i) => ({ id: `h${i}`, text: `H${i}`, level }));

it('keeps the headings within the configured levels, in order', () => {
  const levelsOf = (min: number, max: number) =>
    tocWithin(headings, { minHeadingLevel: min, maxHeadingLevel: max }).map((h) => h.level);
  expect(levelsOf(2, 3)).toEqual([2, 3, 3, 2]);
  expect(levelsOf(2, 4)).toEqual([2, 3, 4, 3, 2]);
  expect(levelsOf(3, 3)).toEqual([3, 3]);
  expect(levelsOf(6, 6)).toEqual([]);
});
