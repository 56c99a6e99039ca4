import { z } from 'zod';

const position = z.enum(['left', 'right']).default('left');

/** A link: `to` for internal paths, `href` for external URLs. */
export const navbarLinkSchema = z.strictObject({
  type: z.literal('link'),
  label: z.string().optional(),
  /** Internal path, navigated client-side. */
  to: z.string().optional(),
  /** External URL, opened in a new tab. */
  href: z.string().optional(),
  position,
  /** Icon name for icon-only links (label then becomes the accessible name). */
  icon: z.string().optional(),
  /** Accessible name when the visible label is an icon. */
  ariaLabel: z.string().optional(),
  className: z.string().optional(),
});

/** A link inside a dropdown. */
export const dropdownLinkSchema = navbarLinkSchema
  .omit({ type: true, position: true, icon: true })
  .extend({ label: z.string().min(1) });

export const navbarItemSchema = z.discriminatedUnion('type', [
  navbarLinkSchema,
  z.strictObject({
    type: z.literal('dropdown'),
    label: z.string().min(1),
    position,
    items: z.array(dropdownLinkSchema).min(1),
    className: z.string().optional(),
  }),
  z.strictObject({
    type: z.literal('docSidebar'),
    /** Sidebar whose first page the item links to; it is active on that sidebar's pages. */
    sidebarId: z.string().min(1),
    label: z.string().min(1),
    /** Docs version the item links into. @default the current version */
    version: z.string().optional(),
    position,
  }),
  z.strictObject({
    type: z.literal('html'),
    /** Trusted HTML. */
    value: z.string(),
    position,
    className: z.string().optional(),
  }),
  z.strictObject({
    type: z.literal('search'),
    position: z.enum(['left', 'right']).default('right'),
  }),
  z.strictObject({
    type: z.literal('colorMode'),
    position: z.enum(['left', 'right']).default('right'),
  }),
  z.strictObject({
    type: z.literal('locale'),
    position: z.enum(['left', 'right']).default('right'),
  }),
  z.strictObject({
    type: z.literal('docsVersion'),
    /** Version the dropdown shows as selected. @default the current version */
    version: z.string().optional(),
    position: z.enum(['left', 'right']).default('right'),
  }),
  z.strictObject({
    type: z.literal('assistant'),
    /** Button text of the assistant side-panel toggle. */
    label: z.string().default('Ask AI'),
    position: z.enum(['left', 'right']).default('right'),
  }),
]);
export type NavbarItem = z.output<typeof navbarItemSchema>;
export type NavbarItemInput = z.input<typeof navbarItemSchema>;
export type NavbarItemType = NavbarItem['type'];
/** Every navbar item `type`, in schema order (named by the error for an item without one). */
export const navbarItemTypes = navbarItemSchema.options.map((o) => o.shape.type.value);
