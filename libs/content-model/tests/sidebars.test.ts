import { describe, expect, it } from 'vitest';
import {
  messages,
  resolveSidebars,
  sidebarsSchema,
  type DocInfo,
  type SidebarsConfigInput,
} from '../src/index.js';

const docs = new Map<string, DocInfo>(
  ['intro', 'install', 'api/render', 'api/export', 'guide/index'].map((id) => [
    id,
    { id, path: `/docs/${id.replace(/\/index$/, '')}`, title: id.toUpperCase() },
  ]),
);
const resolve = (input: SidebarsConfigInput) => resolveSidebars(sidebarsSchema.parse(input), docs);

describe('resolveSidebars', () => {
  it('links docs, computes breadcrumbs and previous/next in sidebar order', () => {
    const { placements, firstLinks } = resolve({
      main: [
        'intro',
        {
          type: 'category',
          label: 'Guide',
          link: { type: 'doc', id: 'guide/index' },
          items: ['install'],
        },
        { type: 'link', label: 'Elsewhere', href: 'https://example.com' },
        {
          type: 'category',
          label: 'API',
          items: ['api/render', { type: 'doc', id: 'api/export', label: 'Exports' }],
        },
      ],
    });
    expect(firstLinks['main']).toEqual({ path: '/docs/intro', label: 'INTRO' });
    expect(placements.get('install')).toEqual({
      sidebar: 'main',
      crumbs: [{ label: 'Guide', href: '/docs/guide' }],
      previous: { label: 'Guide', href: '/docs/guide' },
      next: { label: 'API/RENDER', href: '/docs/api/render' },
    });
    expect(placements.get('api/export')?.previous?.href).toBe('/docs/api/render');
    expect(placements.get('api/export')?.next).toBeUndefined();
  });

  it('lists the available ids, nearest first, for an unknown doc id', () => {
    expect(() => resolve({ main: ['instal'] })).toThrow(
      messages.unknownDocId('instal', 'Sidebar "main" (doc item)', docs.keys()),
    );
    try {
      resolve({ main: ['instal'] });
    } catch (error) {
      expect((error as Error).message.split('\n')[1]).toBe('- install');
    }
  });

  it('rejects a sidebar with nothing to link to', () => {
    expect(() => resolve({ empty: [{ type: 'html', value: '<hr>' }] })).toThrow(
      messages.emptySidebar('empty'),
    );
  });

  it('rejects a category with nothing to link to', () => {
    expect(() =>
      resolve({ main: ['intro', { type: 'category', label: 'Hollow', items: [] }] }),
    ).toThrow(messages.emptyCategory('Hollow', 'main'));
  });

  it('keeps the first sidebar as the home of a doc listed twice', () => {
    const { placements } = resolve({ api: ['api/render'], main: ['intro', 'api/render'] });
    expect(placements.get('api/render')?.sidebar).toBe('api');
  });
});
