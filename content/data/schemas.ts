import { z } from 'zod';
import type { Expert, ShowcaseItem, Template } from './types.js';

const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lowercase slug (a-z, 0-9, single dashes)');
const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an https:// URL' });
const isoDate = z.iso.date({ error: 'must be a date written YYYY-MM-DD' });
const handle = z.string().regex(/^[A-Za-z0-9_-]+$/, 'must be a bare handle (no @, no URL)');
const sentence = z.string().trim().min(10, 'is too short for a description').max(320);

/** A starter template as `content/data/templates.ts` lists it. */
export const templateSchema = z
  .strictObject({
    cliId: slug,
    title: z.string().min(1),
    homePageLabel: z.string().min(1),
    description: sentence.max(120),
    longDescription: sentence,
    org: handle,
    repo: z.string().regex(/^[A-Za-z0-9._-]+$/, 'must be a GitHub repository name'),
    defaultBranch: z.string().min(1),
    contributor: handle.optional(),
    tailwind: z.boolean(),
    paid: z.boolean(),
    featuredOnHomePage: z.boolean(),
    previewUrl: httpsUrl.optional(),
    productUrl: httpsUrl.optional(),
  })
  .superRefine((t, ctx) => {
    if (t.paid && !t.productUrl)
      ctx.addIssue({
        code: 'custom',
        path: ['productUrl'],
        message: 'is required for a paid template',
      });
  }) satisfies z.ZodType<Template>;

/** A directory entry as `content/data/experts.ts` lists it. */
export const expertSchema = z
  .strictObject({
    slug,
    name: z.string().min(2),
    website: httpsUrl.optional(),
    x: handle.optional(),
    github: handle.optional(),
    linkedin: z
      .string()
      .regex(/^in\/[A-Za-z0-9_-]+\/?$/, 'must be a LinkedIn path such as in/some-name/')
      .optional(),
    email: z.email().optional(),
    videocall: httpsUrl.optional(),
    since: isoDate,
    description: sentence.max(200),
  })
  .superRefine((e, ctx) => {
    if (!e.website && !e.x && !e.github && !e.linkedin && !e.email && !e.videocall)
      ctx.addIssue({ code: 'custom', message: 'needs at least one way to get in touch' });
  }) satisfies z.ZodType<Expert>;

/** A showcase entry as `content/data/showcase.ts` lists it. */
export const showcaseSchema = z.strictObject({
  id: slug,
  title: z.string().min(1).max(80),
  description: sentence.max(280),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  submittedOn: isoDate,
  author: z.strictObject({ name: z.string().min(1), url: httpsUrl }).optional(),
  links: z.array(
    z.strictObject({
      type: z.enum(['website', 'source_code', 'tutorial', 'video']),
      url: httpsUrl,
    }),
  ),
}) satisfies z.ZodType<ShowcaseItem>;
