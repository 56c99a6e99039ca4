import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { resolveConfig } from '../src/config.js';
import { buildContentGraph } from '../src/content/graph.js';
import { writeLlmsFiles } from '../src/llms/write.js';

const fixtures = join(import.meta.dirname, 'fixtures');

it('writes a Markdown twin per docs page and post, llms.txt by sidebar category, and llms-full.txt', async () => {
  const site = resolveConfig({
    appDir: join(fixtures, 'site'),
    rootDir: join(import.meta.dirname, '../../..'),
    contentDir: join(fixtures, 'valid'),
    generatedDir: join(fixtures, '.out', 'llms'),
    pages: 'pages.ts',
  });
  const graph = await buildContentGraph(site, { production: true });
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
