import { createContext, createElement, use, type ComponentType, type ReactNode } from 'react';
import { Footer } from './shell/Footer/index.js';
import { AssistantToggle } from './shell/Navbar/AssistantToggle.js';

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
}

export type SlotName = keyof SlotProps;
export type SlotComponents = { [K in SlotName]: ComponentType<Readonly<SlotProps[K]>> };

/** How safe a slot is to replace across theme versions. */
export type SlotStability = 'stable' | 'unstable';

const Empty = () => null;
const Context = createContext<Partial<SlotComponents>>({});

/** The theme's own component for each slot. */
export const defaultSlots: SlotComponents = {
  Footer,
  SearchButton: Empty,
  AssistantPanelContent: Empty,
  AssistantToggle,
};
export const slotStability: Record<SlotName, SlotStability> = {
  Footer: 'stable',
  SearchButton: 'stable',
  AssistantPanelContent: 'stable',
  AssistantToggle: 'stable',
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
