import { createContext, createElement, use, type ComponentType, type ReactNode } from 'react';
import type { IndexCard, PrunedSidebarItem, TocItem } from '@sitekit/content-model';
import type { MdxComponents, PageBody } from './route-module.js';
import { DocActions, type DocActionsProps } from './shell/DocActions/index.js';
import { DocCardList } from './shell/DocCardList/index.js';
import { DocFooter, type DocFooterProps } from './shell/DocFooter/index.js';
import { DocSidebar, type SidebarPlacement } from './shell/DocSidebar/index.js';
import { Footer } from './shell/Footer/index.js';
import { AssistantToggle } from './shell/Navbar/AssistantToggle.js';
import { NavbarBrand, type BrandPlacement } from './shell/Navbar/NavbarBrand.js';
import { TableOfContents, type TocVariant } from './shell/TableOfContents/index.js';

/** Props each replaceable shell component receives (read-only). */
export interface SlotProps {
  /** The site footer. */
  Footer: Record<never, never>;
  /** The navbar search control. Empty by default; a search package fills it. */
  SearchButton: Record<never, never>;
  /** Content of the assistant side panel. Empty by default; an assistant package fills it. */
  AssistantPanelContent: { open: boolean };
  /** The navbar's assistant button. Toggles the side panel by default; a site whose assistant opens elsewhere replaces it. */
  AssistantToggle: { label: string };
  /** The logo and title linking home, in the navbar and in the mobile drawer's header. Reads `navbar.logo` and `navbar.title` from the config. */
  NavbarBrand: { placement: BrandPlacement };
  /** A docs page's sidebar, beside the article and in the mobile drawer. `items` are pruned: a category with `pruned: true` has its children in the full sidebar (`sidebarsUrl` + `sidebarName` + `.json`). */
  DocSidebar: {
    sidebarName: string;
    items: PrunedSidebarItem[];
    activeHref: string;
    placement: SidebarPlacement;
  };
  /** "On this page". A docs page renders it twice, `aside` (side column, wide screens) and `collapsible` (above the article, narrow screens); a post renders `aside`. */
  TableOfContents: { items: TocItem[]; variant: TocVariant };
  /** Under a docs article: edit link, last update, previous/next. */
  DocFooter: DocFooterProps;
  /** The body of a category's generated index page: a card per item of the category. */
  DocCardList: { cards: IndexCard[] };
  /** Actions on a docs page, beside its breadcrumbs, outside the article body. "Copy page as Markdown" by default; a site drops them with `() => null`. */
  DocActions: DocActionsProps;
  /**
   * Where a page body meets its MDX components: renders `Body` with `components` (the
   * theme's merged with ThemeProvider's `mdxComponents`). Replace it to wrap every body in
   * a provider, or to hand a body other components (`{ ...components, img: Zoom }`).
   */
  MdxComponents: { Body: PageBody; components: MdxComponents };
}

export type SlotName = keyof SlotProps;
export type SlotComponents = { [K in SlotName]: ComponentType<Readonly<SlotProps[K]>> };

/** How safe a slot is to replace across theme versions. */
export type SlotStability = 'stable' | 'unstable';

const Empty = () => null;
const Context = createContext<Partial<SlotComponents>>({});

/** Renders a body with its components, nothing around it. */
function MdxBody({ Body, components }: Readonly<SlotProps['MdxComponents']>) {
  return <Body components={components} />;
}

/** The theme's own component for each slot. */
export const defaultSlots: SlotComponents = {
  Footer,
  SearchButton: Empty,
  AssistantPanelContent: Empty,
  AssistantToggle,
  NavbarBrand,
  DocSidebar,
  TableOfContents,
  DocFooter,
  DocCardList,
  DocActions,
  MdxComponents: MdxBody,
};
/**
 * `stable`: the props only gain optional fields between minor versions. `unstable`: the
 * props follow a build format that may still change (DocSidebar's pruned items).
 */
export const slotStability: Record<SlotName, SlotStability> = {
  Footer: 'stable',
  SearchButton: 'stable',
  AssistantPanelContent: 'stable',
  AssistantToggle: 'stable',
  NavbarBrand: 'stable',
  DocSidebar: 'unstable',
  TableOfContents: 'stable',
  DocFooter: 'stable',
  DocCardList: 'stable',
  DocActions: 'stable',
  MdxComponents: 'stable',
};

/** Replaces shell components by name; a site swaps one leaf without copying its parents. */
export function SlotsProvider({
  overrides,
  children,
}: {
  overrides: Partial<SlotComponents>;
  children: ReactNode;
}) {
  return <Context value={overrides}>{children}</Context>;
}

/** Renders a slot: the site's override, else the theme's default. */
export function Slot<K extends SlotName>({ name, ...props }: { name: K } & Readonly<SlotProps[K]>) {
  // Slot components are stable references from context, not created during render.
  return createElement(
    useSlot(name) as ComponentType<SlotProps[K]>,
    props as unknown as SlotProps[K],
  );
}

/** The component for a slot: the site's override, else the theme's default. */
export function useSlot<K extends SlotName>(name: K): SlotComponents[K] {
  const overrides = use(Context);
  return (overrides[name] ?? defaultSlots[name]) as SlotComponents[K];
}
