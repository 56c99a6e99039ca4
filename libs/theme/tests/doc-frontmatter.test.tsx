import { afterEach, describe, expect, it } from 'vitest';
import type { DocPageData, PrunedSidebarItem, TocItem } from '@sitekit/content-model';
import { DocPage } from '../src/shell/DocPage/index.js';
import type { RouteModule } from '../src/route-module.js';
import { render } from './render.js';

afterEach(() => {
  document.body.innerHTML = '';
});

const toc: TocItem[] = [
  { id: 'options', text: 'Options', level: 2 },
  { id: 'width', text: 'Width', level: 3 },
  { id: 'minimum', text: 'Minimum width', level: 4 },
  { id: 'defaults', text: 'Defaults', level: 2 },
];
const base: DocPageData = {
  kind: 'doc',
  id: 'options',
  crumbs: [],
  version: { name: 'current', label: 'Next', path: '/docs' },
};

/** Renders a docs page whose body is `Body`, with the page data a frontmatter gave. */
function renderPage(data: Partial<DocPageData>, Body: RouteModule['default'] = () => <p>Body</p>) {
  const page = { ...base, ...data };
  const module: RouteModule = {
    default: Body,
    route: { path: '/docs/options', head: { title: 'Page options' }, data: page },
    toc,
  };
  return render(<DocPage module={module} data={page} />).container;
}
const tocEntries = (container: HTMLElement) =>
  [...container.querySelectorAll('.sk-doc__toc a')].map((a) => a.textContent);
const h1s = (container: HTMLElement) =>
  [...container.querySelectorAll('h1')].map((h) => h.textContent);

describe('docs page frontmatter', () => {
  it('shows the title once: from the theme, from a body that opens with it, or not at all (hide_title)', () => {
    expect(h1s(renderPage({}))).toEqual(['Page options']);
    const withBodyTitle = renderPage({ titleHeading: 'in-body' }, () => (
      <>
        <h1>Page options</h1>
        <p>Body</p>
      </>
    ));
    expect(h1s(withBodyTitle)).toEqual(['Page options']);
    expect(h1s(renderPage({ titleHeading: 'hidden' }))).toEqual([]);
  });

  it('hides the table of contents (hide_table_of_contents)', () => {
    expect(tocEntries(renderPage({}))).toEqual(['Options', 'Width', 'Defaults']);
    const hidden = renderPage({ tableOfContents: 'hidden' });
    expect(hidden.querySelector('.sk-doc__toc')).toBeNull();
    expect(hidden.querySelector('.sk-toc')).toBeNull();
  });

  it('lists the heading levels the page asks for (toc_min/max_heading_level)', () => {
    const deeper = renderPage({ tableOfContents: { minHeadingLevel: 3, maxHeadingLevel: 4 } });
    expect(tocEntries(deeper)).toEqual(['Width', 'Minimum width']);
    // One bound alone keeps the site's other one (2 to 3 by default).
    expect(tocEntries(renderPage({ tableOfContents: { minHeadingLevel: 3 } }))).toEqual(['Width']);
  });

  it('links previous/next by their pagination labels, and leaves out a hidden one', () => {
    const container = renderPage({ next: { label: 'Start here', href: '/docs' } });
    const links = [...container.querySelectorAll('.sk-pagination a')];
    expect(links.map((a) => [a.getAttribute('href'), a.textContent])).toEqual([
      ['/docs', 'NextStart here'],
    ]);
    expect(container.querySelector('.sk-pagination__link--prev')).toBeNull();
  });

  it('points "Edit this page" at custom_edit_url, and shows none without one', () => {
    const edit = (container: HTMLElement) =>
      [...container.querySelectorAll('a')].find((a) => a.textContent === 'Edit this page');
    expect(
      edit(renderPage({ editUrl: 'https://elsewhere.example/intro.mdx' }))?.getAttribute('href'),
    ).toBe('https://elsewhere.example/intro.mdx');
    document.body.innerHTML = '';
    expect(edit(renderPage({}))).toBeUndefined();
  });

  it('shows who made the last update (last_update)', () => {
    const meta = renderPage({ lastUpdated: '2024-03-05', lastUpdatedBy: 'Rosa Diaz' });
    expect(meta.querySelector('.sk-doc__meta')?.textContent).toBe(
      'Last updated on Mar 5, 2024 by Rosa Diaz',
    );
    expect(
      renderPage({ lastUpdatedBy: 'Rosa Diaz' }).querySelector('.sk-doc__meta')?.textContent,
    ).toBe('Last updated by Rosa Diaz');
  });

  it('says an unlisted page is unlisted', () => {
    expect(renderPage({}).querySelector('.sk-doc__unlisted')).toBeNull();
    expect(
      renderPage({ unlisted: true }).querySelector('.sk-doc__unlisted')?.textContent,
    ).toContain('Unlisted page');
  });
});

describe('generated index page', () => {
  it('lists the category’s items as cards with their descriptions', () => {
    const container = renderPage(
      {
        generatedIndex: {
          description: 'Walkthroughs, from the first steps on.',
          cards: [
            { label: 'The basics', href: '/docs/basics', items: 3 },
            {
              label: 'Advanced',
              href: '/docs/advanced',
              items: 1,
              description: 'Past the basics.',
            },
            { label: 'A quick tour', href: '/docs/tour', description: 'Ten minutes.' },
          ],
        },
      },
      () => null,
    );
    expect(container.querySelector('.sk-markdown > p')?.textContent).toBe(
      'Walkthroughs, from the first steps on.',
    );
    const cards = [...container.querySelectorAll('.sk-doc-card a')].map((a) => [
      a.getAttribute('href'),
      a.querySelector('.sk-doc-card__title')?.textContent,
      a.querySelector('.sk-doc-card__description')?.textContent,
    ]);
    expect(cards).toEqual([
      ['/docs/basics', 'The basics', '3 items'],
      ['/docs/advanced', 'Advanced', 'Past the basics.'],
      ['/docs/tour', 'A quick tour', 'Ten minutes.'],
    ]);
  });
});

describe('docs sidebar items from the config', () => {
  const sidebar: PrunedSidebarItem[] = [
    { type: 'link', label: 'Install', href: '/docs/install', className: 'sidebar-install' },
    {
      type: 'category',
      label: 'Basics',
      collapsed: false,
      collapsible: false,
      className: 'category-basics',
      items: [{ type: 'link', label: 'Options', href: '/docs/options' }],
    },
  ];

  it('gives items their class, and an always-open category no toggle', () => {
    const container = renderPage({ sidebar, sidebarName: 'main' });
    expect(container.querySelector('.sk-sidebar li.sidebar-install a')?.textContent).toBe(
      'Install',
    );
    const basics = container.querySelector('.sk-sidebar .category-basics')!;
    expect(basics.querySelector('.sk-sidebar__toggle')).toBeNull();
    expect(basics.querySelector('button')).toBeNull();
    expect(basics.querySelector('a[aria-current="page"]')?.textContent).toBe('Options');
  });
});
