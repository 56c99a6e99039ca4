import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compile } from '@mdx-js/mdx';
import { describe, expect, it } from 'vitest';
import { mdxOptions } from './options.js';
import { bindReferences, type PageIndex } from './references.js';

// Binding looks the targets up on disk: a docs folder with a page and the page it links to.
const docs = mkdtempSync(join(tmpdir(), 'sk-refs-'));
mkdirSync(join(docs, 'guide'));
const page = join(docs, 'guide/page.mdx');
const other = join(docs, 'other.mdx');
writeFileSync(other, '# Other\n');
const indexWith = (urls: Record<string, string>): PageIndex => ({
  urls: new Map(Object.entries(urls)),
  roots: [docs],
  origins: new Map(),
});
const compiled = async (source: string) => String(await compile(source, mdxOptions()));

describe('bindReferences', () => {
  it("follows another page's URL from the same compiled (cached) output", async () => {
    const code = await compiled('See [the other page](../other.mdx#setup) and [again](other.mdx).');
    // The compiled page holds no URL, so the cache entry stays valid when the target moves.
    expect(code).not.toContain('/docs/');
    const moved = (url: string) => bindReferences(code, page, indexWith({ [other]: url })).code;
    expect(moved('/docs/other')).toMatch(/href: "\/docs\/other#setup"[\s\S]*href: "\/docs\/other"/);
    expect(moved('/docs/renamed')).toContain('href: "/docs/renamed#setup"');
  });

  it('leaves links as written without an index, and pages without marks untouched', async () => {
    const code = await compiled('[Next](./next.mdx#top) and [elsewhere](https://x.dev/a.md)');
    const bound = bindReferences(code, page);
    expect(bound.code).toContain('href: "./next.mdx#top"');
    expect(bound.code).toContain('href: "https://x.dev/a.md"');
    expect(bound.problems).toEqual([]);
    const plain = await compiled('Just text.');
    expect(bindReferences(plain, page, indexWith({})).code).toBe(plain);
  });
});
