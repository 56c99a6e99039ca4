import { expect, it } from 'vitest';
import type { SidebarItem } from './sidebars.js';
import { pruneSidebar } from './prune.js';

const link = (href: string): SidebarItem => ({ type: 'link', label: href, href });
const items: SidebarItem[] = [
  { type: 'category', label: 'A', collapsed: true, items: [link('/a/1'), link('/a/2')] },
  { type: 'category', label: 'B', collapsed: true, items: [link('/b/1')] },
  { type: 'category', label: 'C', collapsed: false, items: [link('/c/1')] },
];

it('keeps only the branches a page shows before any click', () => {
  const pruned = pruneSidebar(items, '/a/2');
  expect(pruned[0]).toMatchObject({
    label: 'A',
    collapsed: false,
    items: [{ href: '/a/1' }, { href: '/a/2' }],
  });
  expect(pruned[1]).toMatchObject({ label: 'B', items: [], pruned: true });
  expect(pruned[2]).toMatchObject({ label: 'C', collapsed: false, items: [{ href: '/c/1' }] });
});
