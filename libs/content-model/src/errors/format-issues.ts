import type { z } from 'zod';
import { UNKNOWN_FIELD, unknownFieldsMessage } from './unknown-fields.js';

/** Renders one issue path as `navbar.items[2].type`. */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else out += out === '' ? String(segment) : `.${String(segment)}`;
  }
  return out;
}

/**
 * Turns zod issues into one readable message per issue, each prefixed with the
 * field path, so an author sees `title: Required` rather than a JSON dump.
 */
export function formatIssues(issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.map((issue) => {
    const path = formatIssuePath(issue.path);
    // Schemas built with `strictObject` (schemas/strict.ts) already name the nearest known key.
    const message =
      issue.code === 'unrecognized_keys' && !issue.message.startsWith(UNKNOWN_FIELD)
        ? unknownFieldsMessage(issue.keys)
        : issue.message;
    return path ? `${path}: ${message}` : message;
  });
}

/** A validation failure that names where it happened (a file, a config key). */
export class ContentValidationError extends Error {
  override readonly name = 'ContentValidationError';
  constructor(
    /** What was being validated, e.g. a file path or `siteConfig`. */
    readonly source: string,
    /** One readable line per problem. */
    readonly problems: readonly string[],
  ) {
    super(`Invalid ${source}:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Parses `input` with `schema`, throwing a ContentValidationError naming `source`. */
export function parseWith<S extends z.ZodType>(
  schema: S,
  input: unknown,
  source: string,
): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new ContentValidationError(source, formatIssues(result.error.issues));
  return result.data;
}
