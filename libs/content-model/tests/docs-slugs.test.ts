import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { docUrlOf } from '../src/index.js';

/**
 * Every docs URL of the reference site (749 rows), with its source file and the
 * frontmatter slug it needs (`-` = none: the folder/file rule alone gives the URL). Each
 * word of the names is replaced by a made-up one (the same word always by the same one, case,
 * digits and separators kept), so the rows keep their shapes without naming the product.
 */
const rows = readFileSync(join(import.meta.dirname, 'fixtures/docs-slugs.tsv'), 'utf8')
  .split('\n')
  .filter((line) => line.startsWith('/docs'))
  .map((line) => {
    const [url, relativePath, slug] = line.split('\t') as [string, string, string];
    return { url, relativePath, slug: slug === '-' ? undefined : slug };
  });

describe('docs URL rule against the reference site', () => {
  it('covers every row', () => expect(rows).toHaveLength(749));

  it.each(rows)('$relativePath → $url', ({ url, relativePath, slug }) => {
    const canonical = url.length > '/docs/'.length ? url.replace(/\/$/, '') : '/docs';
    expect(docUrlOf({ relativePath, slug })).toBe(canonical);
  });

  it('needs no slug for the large majority: folder indexes and file names resolve by themselves', () => {
    expect(rows.filter((r) => r.slug === undefined).length).toBeGreaterThan(690);
  });
});
