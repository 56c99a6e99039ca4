import { z } from 'zod';

const common = {
  /** Page title, shown as the heading and in `<title>`. */
  title: z.string().min(1),
  /** Overrides the id derived from the file name. */
  id: z.string().min(1).optional(),
  /** Overrides the URL: absolute (`/x`) or relative to the folder. */
  slug: z.string().min(1).optional(),
  /** Meta description and search snippet. */
  description: z.string().optional(),
  /** Social card image path. */
  image: z.string().optional(),
  /** Drafts are built in development only. @default false */
  draft: z.boolean().default(false),
  /** Exclude the page from the assistant's sources. @default false */
  no_ai: z.boolean().default(false),
};

/** Frontmatter of a docs page. Unknown fields are errors. */
export const docFrontmatterSchema = z.strictObject({
  ...common,
  /** Label in the sidebar, when shorter than the title. */
  sidebar_label: z.string().optional(),
  /** Breadcrumb label of the page's category. */
  crumb: z.string().optional(),
});
export type DocFrontmatter = z.output<typeof docFrontmatterSchema>;
export type DocFrontmatterInput = z.input<typeof docFrontmatterSchema>;

/** An author as written inline in a post's `authors` list. */
export const authorSchema = z.strictObject({
  /** Display name. */
  name: z.string().min(1),
  /** Role or affiliation. */
  title: z.string().optional(),
  /** Profile link. */
  url: z.url().optional(),
  /** Avatar image path (local, never hot-linked). */
  image_url: z.string().optional(),
});
export type Author = z.output<typeof authorSchema>;
export type AuthorInput = z.input<typeof authorSchema>;

const dateSchema = z.union([
  z.date(),
  z.string().regex(/^\d{4}-\d{2}-\d{2}/, 'expected a date as YYYY-MM-DD'),
]);

/** Frontmatter of a blog-style post (blog, success stories, learn). */
export const postFrontmatterSchema = z.strictObject({
  ...common,
  /** Inline authors; alternative to the single-author fields. */
  authors: z.array(authorSchema).optional(),
  /** Single author name (Docusaurus-compatible shorthand). */
  author: z.string().optional(),
  /** Single author's role. */
  author_title: z.string().optional(),
  /** Single author's profile link. */
  author_url: z.url().optional(),
  /** Single author's avatar path. */
  author_image_url: z.string().optional(),
  /** Publication date; otherwise taken from a `YYYY-MM-DD-` file-name prefix. */
  date: dateSchema.optional(),
  /** Tags shown under the post. */
  tags: z.array(z.string()).default([]),
});
export type PostFrontmatter = z.output<typeof postFrontmatterSchema>;
export type PostFrontmatterInput = z.input<typeof postFrontmatterSchema>;
