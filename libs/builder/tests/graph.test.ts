import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ContentValidationError } from '@sitekit/content-model';
import { resolveConfig } from '../src/config.js';
import { buildContentGraph } from '../src/content/graph.js';

const fixtures = join(import.meta.dirname, 'fixtures');
const siteWith = (name: string, generated = name) =>
  resolveConfig({
    appDir: join(fixtures, 'site'),
    rootDir: join(import.meta.dirname, '../../..'),
    contentDir: join(fixtures, name),
    generatedDir: join(fixtures, '.out', generated),
    pages: 'pages.ts',
  });
const graphOf = (name: string) => buildContentGraph(siteWith(name), { production: true });

describe('content graph', () => {
  it('routes docs by the URL rule, with breadcrumbs and previous/next from the sidebar', async () => {
    const graph = await graphOf('valid');
    const byPath = new Map(graph.routes.map((r) => [r.path, r]));
    expect([...byPath.keys()]).toEqual(
      expect.arrayContaining([
        '/docs',
        '/docs/guide',
        '/docs/guide/steps',
        '/blog',
        '/blog/archive',
        '/blog/one',
        '/blog/second',
        '/',
        '/404',
      ]),
    );
    const steps = byPath.get('/docs/guide/steps')!.info.data;
    expect(steps).toMatchObject({
      kind: 'doc',
      sidebarName: 'mainSidebar',
      previous: { href: '/docs/guide' },
    });
    const guide = byPath.get('/docs/guide')!.info.data;
    expect(guide).toMatchObject({
      previous: { href: '/docs', label: 'Intro' },
      next: { href: '/docs/guide/steps' },
    });
  });

  it('builds blog lists newest first with previews only for truncated posts', async () => {
    const graph = await graphOf('valid');
    const list = graph.routes.find((r) => r.path === '/blog')!;
    expect(list.info.data).toMatchObject({ kind: 'post-list', page: 1, pageCount: 1 });
    expect((list.info.data as { posts: { path: string }[] }).posts.map((p) => p.path)).toEqual([
      '/blog/second',
      '/blog/one',
    ]);
    expect(list.previews?.[1]).toMatch(/previews\/blog\/one\.mdx$/);
    expect([...graph.previewFiles.values()][0]).toBe('\nFirst post intro.\n\n');
  });

  it('leaves drafts out of production builds and keeps them in development', async () => {
    const production = await graphOf('valid');
    expect(production.routes.map((r) => r.path)).not.toContain('/docs/wip');
    expect(production.routes.map((r) => r.path)).not.toContain('/blog/unpublished');
    expect(production.version?.draftIds).toEqual(['wip']);
    const development = await buildContentGraph(siteWith('valid', 'dev'), { production: false });
    expect(development.routes.map((r) => r.path)).toEqual(
      expect.arrayContaining(['/docs/wip', '/blog/unpublished']),
    );
  });

  it('describes the docs version: one version, "Next", at /docs, with each sidebar\'s first link', async () => {
    const { version } = await graphOf('valid');
    expect(version).toMatchObject({
      name: 'current',
      label: 'Next',
      isLast: true,
      path: '/docs',
      mainDocId: 'getting-started',
    });
    expect(version?.sidebars['mainSidebar']).toEqual({ link: { path: '/docs', label: 'Intro' } });
    expect(version?.docs.find((d) => d.id === 'guide/steps')).toEqual({
      id: 'guide/steps',
      path: '/docs/guide/steps',
      sidebar: 'mainSidebar',
    });
  });

  it('warns about duplicate routes, naming both files, and keeps the one whose file path matches the URL', async () => {
    const graph = await graphOf('duplicate');
    expect(graph.warnings).toEqual([
      expect.stringMatching(
        /^Duplicate route \/docs\/zz-moved: .*duplicate\/docs\/new\.mdx and .*duplicate\/docs\/old\.mdx; .*new\.mdx is used \(neither file path matches the URL, so the one read first wins; give one of them another slug\)\.$/,
      ),
      expect.stringMatching(
        /^Duplicate route \/docs\/zz-moved: .*duplicate\/docs\/zz-moved\.mdx and .*duplicate\/docs\/new\.mdx; .*zz-moved\.mdx is used \(its file path matches the URL\)\.$/,
      ),
    ]);
    const winners = graph.routes.filter((r) => r.path === '/docs/zz-moved');
    expect(winners.map((r) => r.info.head.title)).toEqual(['The real page']);
  });

  it('fails on an unknown frontmatter key, naming the file and the nearest known key', async () => {
    const error = await graphOf('bad-frontmatter').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentValidationError);
    expect((error as Error).message).toContain(
      join(fixtures, 'bad-frontmatter/docs/getting-started.mdx'),
    );
    expect((error as Error).message).toContain(
      'unknown field "sidebar_positon" (did you mean "sidebar_position"?)',
    );
  });
});

describe('extra docs (benchmarks)', () => {
  it('adds their categories once, however often one process reads the content (the dev server)', async () => {
    const { mkdtemp, rm, writeFile } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const extra = await mkdtemp(join(tmpdir(), 'sk-extra-docs-'));
    await writeFile(join(extra, 'one.mdx'), '---\ntitle: One\n---\n\nText.\n');
    const site = { ...siteWith('valid', 'extra'), extraDocsDir: extra };
    const labels = async () =>
      Object.values((await buildContentGraph(site, { production: false })).sidebars)
        .flat()
        .map((item) => ('label' in item ? item.label : undefined))
        .filter((label) => label?.startsWith('Generated'));
    expect(await labels()).toEqual(['Generated 1']);
    expect(await labels()).toEqual(['Generated 1']);
    await rm(extra, { recursive: true, force: true });
  });
});
