import { z } from 'zod';

const itemBase = {
  /** Extra CSS class on the rendered item (e.g. a "pro" marker). */
  className: z.string().optional(),
};

/** A link to a docs page by id. A bare string is shorthand for this. */
export const sidebarDocSchema = z.strictObject({
  type: z.literal('doc'),
  /** The doc id (path without extension, relative to the docs folder). */
  id: z.string().min(1),
  /** Overrides the doc's `sidebar_label` / title. */
  label: z.string().optional(),
  ...itemBase,
});

/** A plain link, internal path or external URL. */
export const sidebarLinkSchema = z.strictObject({
  type: z.literal('link'),
  label: z.string().min(1),
  href: z.string().min(1),
  ...itemBase,
});

/** Raw HTML, such as a separator. */
export const sidebarHtmlSchema = z.strictObject({
  type: z.literal('html'),
  /** Trusted HTML written by the site's authors. */
  value: z.string(),
  /** Give the item the same padding as links. @default false */
  defaultStyle: z.boolean().default(false),
  ...itemBase,
});

export type SidebarItemInput =
  | string
  | z.input<typeof sidebarDocSchema>
  | z.input<typeof sidebarLinkSchema>
  | z.input<typeof sidebarHtmlSchema>
  | SidebarCategoryInput;

export interface SidebarCategoryInput {
  type: 'category';
  label: string;
  /** A doc shown when the category label is clicked. */
  link?: { type: 'doc'; id: string };
  items: SidebarItemInput[];
  /** Start collapsed unless the current page is inside. @default true */
  collapsed?: boolean;
  className?: string;
}

export type SidebarItemConfig =
  | z.output<typeof sidebarDocSchema>
  | z.output<typeof sidebarLinkSchema>
  | z.output<typeof sidebarHtmlSchema>
  | SidebarCategoryConfig;

export interface SidebarCategoryConfig {
  type: 'category';
  label: string;
  link?: { type: 'doc'; id: string } | undefined;
  items: SidebarItemConfig[];
  collapsed: boolean;
  className?: string | undefined;
}

export const sidebarCategorySchema: z.ZodType<SidebarCategoryConfig, SidebarCategoryInput> =
  z.strictObject({
    type: z.literal('category'),
    label: z.string().min(1),
    link: z.strictObject({ type: z.literal('doc'), id: z.string().min(1) }).optional(),
    get items() {
      return z.array(sidebarItemSchema);
    },
    collapsed: z.boolean().default(true),
    ...itemBase,
  });

/** Any sidebar item; strings become doc items. */
export const sidebarItemSchema: z.ZodType<SidebarItemConfig, SidebarItemInput> = z.union([
  z
    .string()
    .min(1)
    .transform((id) => ({ type: 'doc' as const, id })),
  sidebarDocSchema,
  sidebarLinkSchema,
  sidebarHtmlSchema,
  sidebarCategorySchema,
]);

/** All sidebars of a docs version, by name. */
export const sidebarsSchema = z.record(z.string().min(1), z.array(sidebarItemSchema));
export type SidebarsConfig = Record<string, SidebarItemConfig[]>;
export type SidebarsConfigInput = Record<string, SidebarItemInput[]>;
