import axe from 'axe-core';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DocPageData, TocItem } from '@sitekit/content-model';
import {
  PageRenderer,
  defaultSlots,
  slotStability,
  type MdxComponents,
  type SlotName,
  type SlotProps,
} from '../src/index.js';
import { MobileSidebarProvider } from '../src/logic/mobile-sidebar.js';
import { mdxComponents as themeMdxComponents } from '../src/mdx/index.js';
import type { RouteModule } from '../src/route-module.js';
import { DocPage } from '../src/shell/DocPage/index.js';
import { MobileSidebar } from '../src/shell/MobileSidebar/index.js';
import { Navbar } from '../src/shell/Navbar/index.js';
import { render, type RenderOptions } from './render.js';

afterEach(() => {
  document.body.innerHTML = '';
});

const toc: TocItem[] = [
  { id: 'install', text: 'Install', level: 2 },
  { id: 'options', text: 'Options', level: 3 },
  { id: 'timeout', text: 'timeout', level: 4 },
];
const data: DocPageData = {
  kind: 'doc',
  id: 'guide',
  sidebarName: 'main',
  sidebar: [
    { type: 'link', label: 'Intro', href: '/docs/intro' },
    { type: 'link', label: 'Guide', href: '/docs/guide' },
  ],
  crumbs: [{ label: 'Guides', href: '/docs/guides' }],
  previous: { label: 'Intro', href: '/docs/intro' },
  next: { label: 'Reference', href: '/docs/reference' },
  editUrl: 'https://github.com/example/docs/edit/main/guide.mdx',
  lastUpdated: '2024-05-01T10:00:00.000Z',
  version: { name: 'current', label: 'Next', path: '/docs' },
};
// An MDX body as the compiler emits it: it looks its components up by name.
const Body: RouteModule['default'] = ({ components }) => {
  const Demo = components?.['Demo'] as (() => React.ReactNode) | undefined;
  return (
    <>
      <h2 id="install">Install</h2>
      {Demo && <Demo />}
    </>
  );
};
const docModule: RouteModule = {
  default: Body,
  route: { path: '/docs/guide', head: { title: 'Guide' }, data },
  toc,
};
const Demo = () => <output>live demo</output>;

/** Renders the docs page as the route, with the site's slots. */
const renderDoc = (options: RenderOptions = {}, config = {}) =>
  render(<DocPage module={docModule} data={data} />, config, { route: docModule, ...options })
    .container;

/** A slot override that records the props it is given and renders a marker. */
function spy<K extends SlotName>(name: K) {
  const calls: Readonly<SlotProps[K]>[] = [];
  function Override(props: Readonly<SlotProps[K]>) {
    calls.push(props);
    return <div data-override={name} />;
  }
  return { calls, Override };
}
const overrides = (container: HTMLElement, name: SlotName) =>
  container.querySelectorAll(`[data-override="${name}"]`).length;

/** The drawer opened on the current page (its docs sidebar, when it has one). */
function renderDrawer(options: RenderOptions) {
  const { container } = render(
    <MobileSidebarProvider>
      <Navbar />
      <MobileSidebar />
    </MobileSidebarProvider>,
    {},
    options,
  );
  act(() => container.querySelector<HTMLButtonElement>('.sk-navbar__toggle')!.click());
  return container;
}

it('declares a default and a stability for every slot', () => {
  expect(Object.keys(slotStability).sort()).toEqual(Object.keys(defaultSlots).sort());
  expect(Object.keys(defaultSlots)).toEqual(
    expect.arrayContaining([
      'NavbarBrand',
      'DocSidebar',
      'TableOfContents',
      'DocFooter',
      'DocActions',
      'MdxComponents',
    ]),
  );
});

describe('NavbarBrand slot', () => {
  it('renders the logo linking home by default, in the navbar and the drawer', () => {
    const container = renderDrawer({});
    const brands = container.querySelectorAll('a.sk-navbar__brand');
    expect(brands).toHaveLength(2);
    expect(brands[0]!.querySelector('img')!.getAttribute('alt')).toBe('Logo');
  });

  it("is replaced by the site's brand, told where it is shown", () => {
    const { calls, Override } = spy('NavbarBrand');
    const container = renderDrawer({ slots: { NavbarBrand: Override } });
    expect(container.querySelector('.sk-navbar__brand')).toBeNull();
    expect(overrides(container, 'NavbarBrand')).toBe(2);
    expect(new Set(calls.map((p) => p.placement))).toEqual(new Set(['navbar', 'drawer']));
    expect(calls.every((p) => Object.keys(p).join() === 'placement')).toBe(true);
  });
});

describe('DocSidebar slot', () => {
  it("renders the page's sidebar with the current page marked by default", () => {
    const current = renderDoc().querySelector('.sk-doc__sidebar [aria-current="page"]');
    expect(current?.textContent).toBe('Guide');
  });

  it("is replaced by the site's sidebar, given the sidebar beside the page and in the drawer", () => {
    const { calls, Override } = spy('DocSidebar');
    const container = renderDoc({ slots: { DocSidebar: Override } });
    expect(container.querySelector('.sk-sidebar')).toBeNull();
    expect(calls.at(-1)).toEqual({
      sidebarName: 'main',
      items: data.sidebar,
      activeHref: '/docs/guide',
      placement: 'page',
    });
    calls.length = 0;
    const drawer = renderDrawer({ route: docModule, slots: { DocSidebar: Override } });
    expect(drawer.querySelector('.sk-mobile-sidebar [data-override="DocSidebar"]')).not.toBeNull();
    expect(calls.at(-1)).toMatchObject({ sidebarName: 'main', placement: 'drawer' });
  });
});

describe('TableOfContents slot', () => {
  it('renders the side column and the folded disclosure by default', () => {
    const container = renderDoc();
    expect(container.querySelector('.sk-doc__toc nav.sk-toc')).not.toBeNull();
    expect(container.querySelector('details.sk-toc-collapsible')).not.toBeNull();
  });

  it("is replaced by the site's table, given the configured headings and each variant", () => {
    const { calls, Override } = spy('TableOfContents');
    const container = renderDoc({ slots: { TableOfContents: Override } });
    expect(container.querySelector('.sk-toc')).toBeNull();
    expect(container.querySelector('.sk-doc__toc [data-override]')).not.toBeNull();
    expect(calls.slice(-2)).toEqual([
      { items: toc.slice(0, 2), variant: 'collapsible' },
      { items: toc.slice(0, 2), variant: 'aside' },
    ]);
  });

  it('is not rendered for a page without headings', () => {
    const { calls, Override } = spy('TableOfContents');
    const bare = { ...docModule, toc: [] };
    render(<DocPage module={bare} data={data} />, {}, { slots: { TableOfContents: Override } });
    expect(calls).toEqual([]);
  });
});

describe('DocFooter slot', () => {
  it('renders the edit link, last update and previous/next by default', () => {
    const container = renderDoc();
    const edit = container.querySelector<HTMLAnchorElement>('.sk-doc__meta a');
    expect(edit?.href).toBe(data.editUrl);
    expect(container.querySelector('.sk-doc__meta time')?.getAttribute('dateTime')).toBe(
      data.lastUpdated,
    );
    const pages = [...container.querySelectorAll('.sk-pagination a')].map((a) =>
      a.getAttribute('href'),
    );
    expect(pages).toEqual(['/docs/intro', '/docs/reference']);
  });

  it("is replaced by the site's footer, given the page's edit link, date and neighbours", () => {
    const { calls, Override } = spy('DocFooter');
    const container = renderDoc({ slots: { DocFooter: Override } });
    expect(container.querySelector('.sk-doc__meta, .sk-pagination')).toBeNull();
    expect(container.querySelector('article > [data-override="DocFooter"]')).not.toBeNull();
    expect(calls.at(-1)).toEqual({
      editUrl: data.editUrl,
      lastUpdated: data.lastUpdated,
      previous: data.previous,
      next: data.next,
    });
  });
});

describe('DocActions slot', () => {
  it('puts "Copy page as Markdown" beside the breadcrumbs, outside the article body, by default', async () => {
    const container = renderDoc();
    const header = container.querySelector('.sk-doc__header')!;
    const button = header.querySelector<HTMLButtonElement>('.sk-copy-page__button')!;
    expect(button.textContent).toBe('Copy page as Markdown');
    expect(header.querySelector('.sk-breadcrumbs')).not.toBeNull();
    expect(button.closest('.sk-markdown')).toBeNull();
    expect(header.hasAttribute('data-search-ignore')).toBe(true);
    // Before the title in reading and tab order.
    const title = container.querySelector('h1')!;
    expect(button.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    button.focus();
    expect(document.activeElement).toBe(button);
    const { violations } = await axe.run(header, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  it("is replaced by the site's actions, given the page's path and title", () => {
    const { calls, Override } = spy('DocActions');
    const container = renderDoc({ slots: { DocActions: Override } });
    expect(container.querySelector('.sk-copy-page')).toBeNull();
    expect(container.querySelector('.sk-doc__header [data-override]')).not.toBeNull();
    expect(calls.at(-1)).toEqual({ path: '/docs/guide', title: 'Guide' });
  });

  it('lets a site turn the copy button off by rendering nothing', () => {
    const container = renderDoc({ slots: { DocActions: () => null } });
    expect(container.querySelector('.sk-copy-page')).toBeNull();
    expect(container.querySelector('.sk-doc__header .sk-breadcrumbs')).not.toBeNull();
    document.body.innerHTML = '';
    const bare = renderDoc({ slots: { DocActions: () => null } }, { docs: { breadcrumbs: false } });
    // Nothing left: the empty header takes no room (`:empty` in the stylesheet).
    expect(bare.querySelector('.sk-doc__header')!.childNodes).toHaveLength(0);
  });

  it('is not shown on pages other than docs', () => {
    const page: RouteModule = {
      default: () => <p>Plain</p>,
      route: { path: '/about', head: { title: 'About' }, data: { kind: 'page' } },
    };
    const { container } = render(<PageRenderer module={page} />, {}, { route: page });
    expect(container.querySelector('.sk-copy-page')).toBeNull();
  });
});

describe('MdxComponents slot', () => {
  it("renders the body with the theme's and the site's components by default", () => {
    const container = renderDoc({ mdxComponents: { Demo } as unknown as MdxComponents });
    expect(container.querySelector('.sk-markdown output')?.textContent).toBe('live demo');
  });

  it("is replaced by the site's renderer, given the body and the merged components", () => {
    const { calls, Override } = spy('MdxComponents');
    const container = renderDoc({
      slots: { MdxComponents: Override },
      mdxComponents: { Demo } as unknown as MdxComponents,
    });
    expect(container.querySelector('.sk-markdown h2')).toBeNull();
    expect(container.querySelector('.sk-markdown [data-override]')).not.toBeNull();
    const props = calls.at(-1)!;
    expect(props.Body).toBe(Body);
    expect(props.components['Demo']).toBe(Demo);
    expect(props.components['Admonition']).toBe(themeMdxComponents['Admonition']);
  });

  it('lets a site wrap every body and hand it other components', () => {
    const Wrapped = ({ Body, components }: Readonly<SlotProps['MdxComponents']>) => (
      <section data-wrapper="">
        <Body components={{ ...components, Demo: () => <output>swapped</output> }} />
      </section>
    );
    const plain: RouteModule = {
      default: Body,
      route: { path: '/bare', head: { title: 'Bare' }, data: { kind: 'page', bare: true } },
    };
    const { container } = render(
      <PageRenderer module={plain} />,
      {},
      {
        route: plain,
        slots: { MdxComponents: Wrapped },
      },
    );
    expect(container.querySelector('[data-wrapper] output')?.textContent).toBe('swapped');
  });
});
