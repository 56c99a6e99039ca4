import { expect, it } from 'vitest';
import { visibilityAfterScroll, type ScrollStep } from './hideable-navbar.js';

const page = { navbarHeight: 60, viewportHeight: 800, documentHeight: 5000 };
const step = (previousY: number, y: number): ScrollStep => ({ ...page, previousY, y });

it('hides while scrolling down and shows on scrolling up', () => {
  expect(visibilityAfterScroll('shown', step(100, 300))).toBe('hidden');
  expect(visibilityAfterScroll('hidden', step(300, 250))).toBe('shown');
});

it('always shows near the top of the page', () => {
  expect(visibilityAfterScroll('hidden', step(40, 50))).toBe('shown');
});

it('ignores the bounce past the end of the page', () => {
  expect(visibilityAfterScroll('hidden', step(4300, 4250))).toBe('hidden');
});
