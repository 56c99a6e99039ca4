import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dependencyKey } from './imports.js';
import type { DependencyRecord } from './vite-plugin.js';
import {
  carryOverPageMaps,
  pageDependencyList,
  pageSource,
  writeClientPages,
  writeServerPages,
} from './write.js';

const code = (text: string) =>
  [
    'import {jsx as _jsx} from "kit/jsx";',
    'import {Chart} from "./Chart.tsx";',
    `export default function Page() { return _jsx(Chart, { text: ${JSON.stringify(text)} }); }`,
    'export const route = { title: "T" };',
  ].join('\n');

const pages = [
  pageSource('/docs/a', '/site/docs/a.mdx', code('first')),
  pageSource('/docs/b', '/site/docs/b.mdx', code('second')),
];
const jsx = { module: 'kit/jsx', names: ['jsx'] };
const chart = { module: '/site/docs/Chart.tsx', names: ['Chart'] };

describe('pageDependencyList', () => {
  it('lists each module and set of names once', () => {
    expect(pageDependencyList(pages)).toEqual([chart, jsx]);
  });
});

describe('writeClientPages', () => {
  it('writes minified modules named by content, with what each loads, and the page map', async () => {
    const out = await mkdtemp(join(tmpdir(), 'client-pages-'));
    const record: DependencyRecord = {
      [dependencyKey(jsx)]: { file: 'assets/jsx-1.js', imports: ['assets/shell-1.js'], css: [] },
      [dependencyKey(chart)]: {
        file: 'assets/Chart-1.js',
        imports: ['assets/shell-1.js'],
        css: ['assets/Chart-1.css'],
      },
    };
    const { pages: written, mapUrl } = await writeClientPages(pages, record, out, {
      base: '/base/',
      build: 'b1',
    });
    const a = written.get('/docs/a')!;
    expect(a.file).toMatch(/^assets\/a-\w{8}\.js$/);
    expect(a.imports.sort()).toEqual(['assets/Chart-1.js', 'assets/jsx-1.js', 'assets/shell-1.js']);
    expect(a.css).toEqual(['assets/Chart-1.css']);
    const text = await readFile(join(out, a.file), 'utf8');
    expect(text).toContain('"./jsx-1.js"');
    expect(text).toContain('"./Chart-1.js"');
    expect(text).toContain('first');
    expect(text.split('\n').length).toBeLessThanOrEqual(2);
    // Named by the app build its modules go with, not by the pages.
    expect(mapUrl).toBe('/base/_sk/pages-b1.json');
    const map = JSON.parse(await readFile(join(out, '_sk/pages-b1.json'), 'utf8'));
    expect(map).toEqual({
      build: 'b1',
      pages: {
        '/docs/a': `/base/${a.file}`,
        '/docs/b': `/base/${written.get('/docs/b')!.file}`,
      },
    });
  });

  it('keeps each minified module by its code, and writes the same output from what it kept', async () => {
    const cacheDir = await mkdtemp(join(tmpdir(), 'minified-'));
    const record: DependencyRecord = {
      [dependencyKey(jsx)]: { file: 'assets/jsx-1.js', imports: [], css: [] },
      [dependencyKey(chart)]: { file: 'assets/Chart-1.js', imports: [], css: [] },
    };
    const write = async () => {
      const out = await mkdtemp(join(tmpdir(), 'client-pages-'));
      const { pages: written } = await writeClientPages(pages, record, out, {
        base: '/',
        build: 'b1',
        cacheDir,
      });
      const a = written.get('/docs/a')!.file;
      return { file: a, text: await readFile(join(out, a), 'utf8') };
    };
    await writeFile(join(cacheDir, 'gone.js'), 'a module no page has any more');
    const first = await write();
    const kept = (await readdir(cacheDir)).sort();
    expect(kept).toHaveLength(2);
    // What was kept is what is written: spoil it, and the spoiled text comes out.
    for (const name of kept) await writeFile(join(cacheDir, name), 'export default 1;');
    const second = await write();
    expect(second.text).toBe('export default 1;');
    expect(first.text).not.toBe(second.text);
  });

  it('names the page whose import the build did not make', async () => {
    const out = await mkdtemp(join(tmpdir(), 'client-pages-'));
    await expect(writeClientPages(pages, {}, out, { base: '/', build: 'b1' })).rejects.toThrow(
      '/site/docs/a.mdx: the build has no module for its import of "kit/jsx"',
    );
  });
});

describe('writeServerPages', () => {
  it('writes modules the prerenderer can import, linked to the server build', async () => {
    const ssr = await mkdtemp(join(tmpdir(), 'server-pages-'));
    await mkdir(join(ssr, 'page-deps'));
    await writeFile(join(ssr, 'page-deps/jsx.js'), 'export const jsx = (c, p) => c(p);');
    await writeFile(
      join(ssr, 'page-deps/chart.js'),
      'export const Chart = (p) => `chart ${p.text}`;',
    );
    const record: DependencyRecord = {
      [dependencyKey(jsx)]: { file: 'page-deps/jsx.js', imports: [], css: [] },
      [dependencyKey(chart)]: { file: 'page-deps/chart.js', imports: [], css: [] },
    };
    const urls = await writeServerPages(pages, record, ssr);
    const b = (await import(urls.get('/docs/b')!)) as {
      default: () => string;
      route: { title: string };
    };
    expect(b.default()).toBe('chart second');
    expect(b.route.title).toBe('T');
  });
});

describe('carryOverPageMaps', () => {
  it("keeps an earlier build's map while every module it lists is still served", async () => {
    const published = await mkdtemp(join(tmpdir(), 'published-'));
    const staging = await mkdtemp(join(tmpdir(), 'staging-'));
    await mkdir(join(published, '_sk'), { recursive: true });
    await mkdir(join(staging, 'assets'), { recursive: true });
    const map = (build: string, pages: Record<string, string>) => JSON.stringify({ build, pages });
    // The modules of build "old" were carried over; one of build "older" was not.
    await writeFile(join(staging, 'assets/a-old.js'), '');
    await writeFile(
      join(published, '_sk/pages-old.json'),
      map('old', { '/a': '/s/assets/a-old.js' }),
    );
    await writeFile(
      join(published, '_sk/pages-older.json'),
      map('older', { '/a': '/s/assets/a-old.js', '/b': '/s/assets/b-older.js' }),
    );
    expect(await carryOverPageMaps(staging, published, '/s/')).toEqual(['_sk/pages-old.json']);
    expect(await readFile(join(staging, '_sk/pages-old.json'), 'utf8')).toBe(
      map('old', { '/a': '/s/assets/a-old.js' }),
    );
  });
});
