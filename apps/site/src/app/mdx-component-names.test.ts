import { expect, it } from 'vitest';
import { docsDemos } from '../docs-demos';
import { docsFacts } from '../docs-facts';
import { siteMdxComponentNames } from './mdx-component-names';

it('lists exactly the components the app gives MDX pages', () => {
  expect([...siteMdxComponentNames].sort()).toEqual(
    Object.keys({ ...docsDemos, ...docsFacts }).sort(),
  );
});
