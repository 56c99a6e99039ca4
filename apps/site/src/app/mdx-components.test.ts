import { join } from 'node:path';
import { expect, it } from 'vitest';
import { docsDemos } from '../docs-demos';
import { docsFacts } from '../docs-facts';
import { siteMdxComponents } from './mdx-components';

const appDir = join(import.meta.dirname, '../..');

it('lists exactly the demos and facts the site has', () => {
  expect(Object.keys(siteMdxComponents).sort()).toEqual(
    Object.keys({ ...docsDemos, ...docsFacts }).sort(),
  );
});

it('names, for each, a module exporting that component by its name', async () => {
  for (const [name, module] of Object.entries(siteMdxComponents)) {
    const exports = (await import(join(appDir, module))) as Record<string, unknown>;
    expect(exports[name], `${module} exports ${name}`).toBe(
      ({ ...docsDemos, ...docsFacts } as Record<string, unknown>)[name],
    );
  }
});
