import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ContentValidationError } from '@sitekit/content-model';
import { buildContentGraph } from '../content/graph.js';

const fixtures = join(import.meta.dirname, 'fixtures');
const graphOf = (name: string) =>
  buildContentGraph({
    production: true,
    contentDir: join(fixtures, name),
    generatedDir: join(fixtures, '.out', name),
  });

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

  it('fails on invalid frontmatter with the file path and the field', async () => {
    const error = await graphOf('bad-frontmatter').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentValidationError);
    expect((error as Error).message).toContain(join(fixtures, 'bad-frontmatter/docs/intro.mdx'));
    expect((error as Error).message).toContain('unknown field "sidebar_position"');
  });
});
