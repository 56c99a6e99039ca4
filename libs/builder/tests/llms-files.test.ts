import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { resolveConfig } from '../src/config.js';
import { buildContentGraph } from '../src/content/graph.js';
import { writeLlmsFiles } from '../src/llms/write.js';

const fixtures = join(import.meta.dirname, 'fixtures');

/** The content graph of the valid fixture site, generating into `.out/<out>`. */
const fixtureGraph = (out: string) =>
  buildContentGraph(
    resolveConfig({
      appDir: join(fixtures, 'site'),
      rootDir: join(import.meta.dirname, '../../..'),
      contentDir: join(fixtures, 'valid'),
      generatedDir: join(fixtures, '.out', out),
      pages: 'pages.ts',
    }),
    { production: true },
  );

it('writes a Markdown twin per docs page and post, llms.txt by sidebar category, and llms-full.txt', async () => {
  const graph = await fixtureGraph('llms');
  const out = mkdtempSync(join(tmpdir(), 'sk-llms-'));
  const { pages } = await writeLlmsFiles(graph, out);
  const docs = graph.routes.filter((r) => r.info.data.kind === 'doc');
  const posts = graph.routes.filter((r) => r.info.data.kind === 'post');
  expect(pages).toBe(docs.length + posts.length);
  for (const route of [...docs, ...posts])
    expect(existsSync(join(out, `${route.path}.md`)), route.path).toBe(true);
  expect(readFileSync(join(out, 'docs/guide/steps.md'), 'utf8')).toMatch(/^# /);
  const llms = readFileSync(join(out, 'llms.txt'), 'utf8');
  expect(llms).toMatch(/^# Fixture\n/);
  // The main sidebar's one category, then the blog.
  expect([...llms.matchAll(/^## (.+)$/gm)].map((m) => m[1])).toEqual(['Start', 'Blog']);
  expect(llms).toContain('(https://fixture.example/docs/guide/steps.md)');
  const full = readFileSync(join(out, 'llms-full.txt'), 'utf8');
  expect(full.match(/^Source: /gm)).toHaveLength(docs.length);
});

it('with a cache, writes the same twins from it on the next build, and converts again what changed', async () => {
  const graph = await fixtureGraph('llms-cache');
  const cacheDir = mkdtempSync(join(tmpdir(), 'sk-twins-cache-'));
  const [plain, first, second] = [0, 1, 2].map(() => mkdtempSync(join(tmpdir(), 'sk-twins-')));
  await writeLlmsFiles(graph, plain!);
  await writeLlmsFiles(graph, first!, {}, { cacheDir });
  const cached = readdirSync(cacheDir);
  expect(cached.length).toBeGreaterThan(0);
  // A cached twin is what converting gives; the second build finds every page in the cache.
  const tamper = join(cacheDir, cached[0]!);
  const entry = JSON.parse(readFileSync(tamper, 'utf8')) as { markdown: string };
  writeFileSync(
    tamper,
    JSON.stringify({ ...entry, markdown: `${entry.markdown}<!-- from the cache -->` }),
  );
  await writeLlmsFiles(graph, second!, {}, { cacheDir });
  const twin = (dir: string) =>
    readdirSync(dir, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.md'))
      .sort()
      .map((f) => readFileSync(join(dir, f), 'utf8'))
      .join('\n');
  expect(twin(first!)).toBe(twin(plain!));
  expect(twin(second!)).toContain('<!-- from the cache -->');
  // A different title is a different twin: converted again, not read from the cache.
  const renamed = {
    ...graph,
    routes: graph.routes.map((r) => ({
      ...r,
      info: { ...r.info, head: { ...r.info.head, title: `${r.info.head.title}!` } },
    })),
  };
  await writeLlmsFiles(renamed, second!, {}, { cacheDir });
  expect(twin(second!)).not.toContain('<!-- from the cache -->');
});
