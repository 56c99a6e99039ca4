import { ContentValidationError, formatIssues } from '@sitekit/content-model';
import type { z } from 'zod';
import { experts } from './experts.js';
import { showcase } from './showcase.js';
import { templates } from './templates.js';
import { expertSchema, showcaseSchema, templateSchema } from './schemas.js';

/** The product data the pages import, as loaded (unvalidated) values. */
export interface SiteDataInput {
  templates: unknown;
  experts: unknown;
  showcase: unknown;
}

const files = {
  templates: 'content/data/templates.ts',
  experts: 'content/data/experts.ts',
  showcase: 'content/data/showcase.ts',
} as const;

/** Validates one list: every record against its schema, and its key is unique. */
function checkList(
  list: unknown,
  schema: z.ZodType,
  file: string,
  exportName: string,
  key: string,
) {
  if (!Array.isArray(list))
    throw new ContentValidationError(file, [`${exportName}: must be an array`]);
  const problems: string[] = [];
  const seen = new Set<unknown>();
  list.forEach((item: unknown, index) => {
    const id = (item as Record<string, unknown> | null)?.[key];
    const where = `${exportName}[${index}]${typeof id === 'string' ? ` (${key} "${id}")` : ''}`;
    const result = schema.safeParse(item);
    if (!result.success)
      problems.push(...formatIssues(result.error.issues).map((p) => `${where} ${p}`));
    if (seen.has(id)) problems.push(`${where} ${key}: duplicate, an earlier entry uses it`);
    seen.add(id);
  });
  if (problems.length) throw new ContentValidationError(file, problems);
}

/**
 * Validates the templates, experts and showcase data (by default the modules the
 * pages import). Throws a ContentValidationError naming the file, the entry and
 * the field, e.g. `experts[3] (slug "x") website: must be an https:// URL`
 * under `Invalid content/data/experts.ts`.
 */
export function validateSiteData(data: SiteDataInput = { templates, experts, showcase }): {
  templates: number;
  experts: number;
  showcase: number;
} {
  checkList(data.templates, templateSchema, files.templates, 'templates', 'cliId');
  checkList(data.experts, expertSchema, files.experts, 'experts', 'slug');
  checkList(data.showcase, showcaseSchema, files.showcase, 'showcase', 'id');
  return {
    templates: (data.templates as unknown[]).length,
    experts: (data.experts as unknown[]).length,
    showcase: (data.showcase as unknown[]).length,
  };
}
