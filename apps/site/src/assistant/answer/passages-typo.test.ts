import { expect, it } from 'vitest';
import { hasTerm, termsOf } from './passages';

it('counts a question word with one typo as the word the docs use', () => {
  const terms = termsOf('Loop a background video with the loop prop.');
  expect(hasTerm(terms, { term: 'backgound', variants: ['backgound'] })).toBe(true);
  expect(hasTerm(terms, { term: 'vid', variants: ['vid'] })).toBe(false);
  expect(hasTerm(terms, { term: 'weather', variants: ['weather'] })).toBe(false);
});
