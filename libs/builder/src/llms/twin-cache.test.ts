import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { markdownOf, type ComponentMarkdown } from './markdown.js';
import { twinCache } from './write.js';

const meta = { title: 'Limits', url: 'https://example.com/docs/limits' };
const source = 'The upload limit is <Limit of="upload" /> MB.\n';

/** Converts `source` through a cache in `dir` with a `Limit` component reading `facts`; counts conversions. */
function converter(dir: string, facts: Record<string, string>) {
  const Limit: ComponentMarkdown = (attributes) => facts[String(attributes['of'])];
  const { twinOf, prune } = twinCache(dir, { Limit });
  let conversions = 0;
  const twin = (text: string) =>
    twinOf(text, meta, (components) => {
      conversions++;
      return markdownOf(text, meta, { components });
    });
  return { twin, prune, conversions: () => conversions };
}

describe('twinCache', () => {
  it('reuses a twin a component rendered while the component renders the same', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'twins-'));
    const first = converter(dir, { upload: '512' });
    expect(await first.twin(source)).toContain('The upload limit is 512 MB.');
    const again = converter(dir, { upload: '512' });
    expect(await again.twin(source)).toContain('The upload limit is 512 MB.');
    expect(again.conversions()).toBe(0);
  });

  it('converts a page again when a component it uses renders something else', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'twins-'));
    await converter(dir, { upload: '512' }).twin(source);
    const changed = converter(dir, { upload: '1024' });
    expect(await changed.twin(source)).toContain('The upload limit is 1024 MB.');
    expect(changed.conversions()).toBe(1);
  });

  it('keeps only the twins of the pages the last build asked for', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'twins-'));
    await converter(dir, { upload: '512' }).twin('An old page.\n');
    const next = converter(dir, { upload: '512' });
    await next.twin(source);
    await next.prune();
    expect(await readdir(dir)).toHaveLength(1);
    expect(await converter(dir, { upload: '512' }).twin(source)).toContain('512 MB');
  });
});
