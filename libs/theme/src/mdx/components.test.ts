import { expect, it } from 'vitest';
import { MDX_COMPONENT } from '../head/vocabulary.js';
import { mdxComponents } from './components.js';

// The build checks pages' components against MDX_COMPONENT: it must name all the theme gives.
it('provides exactly the author components the build knows by name', () => {
  const authorComponents = Object.keys(mdxComponents).filter((name) => /^[A-Z]/.test(name));
  expect(authorComponents.sort()).toEqual(Object.values(MDX_COMPONENT).sort());
});
