import { z } from 'zod';

/** A docs page as the version knows it. */
export const docEntrySchema = z.strictObject({
  /** Path-like id: folder + file name (or frontmatter `id`). */
  id: z.string().min(1),
  /** Canonical URL path. */
  path: z.string().startsWith('/'),
  /** Sidebar the page belongs to, if any. */
  sidebar: z.string().min(1).optional(),
});
export type DocEntry = z.output<typeof docEntrySchema>;

/** A version of the docs. The site has one: "Next" at `/docs`. */
export const docsVersionSchema = z.strictObject({
  name: z.string().min(1),
  label: z.string().min(1),
  /** Whether this is the latest version. */
  isLast: z.boolean(),
  /** Route base of the version. */
  path: z.string().startsWith('/'),
  /** Id of the version's home page. */
  mainDocId: z.string().min(1),
  docs: z.array(docEntrySchema),
  /** Ids of drafts (excluded from production builds). */
  draftIds: z.array(z.string()),
  /** Each sidebar's first link and its label. */
  sidebars: z.record(
    z.string(),
    z.strictObject({ link: z.strictObject({ path: z.string(), label: z.string() }) }),
  ),
  /** Whether docs pages show breadcrumbs (`docs.breadcrumbs` of the site configuration). */
  breadcrumbs: z.boolean(),
});
export type DocsVersion = z.output<typeof docsVersionSchema>;
