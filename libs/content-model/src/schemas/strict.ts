import { z } from 'zod';
import { unknownFieldsMessage } from '../errors/unknown-fields.js';

/**
 * `z.strictObject` whose unknown-key problem names the nearest known key, so a typo in
 * frontmatter or a sidebar reads `unknown field "sidebar_positon" (did you mean "sidebar_position"?)`.
 */
export function strictObject<T extends z.core.$ZodLooseShape>(shape: T) {
  const known = Object.keys(shape);
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? unknownFieldsMessage(issue.keys, known) : undefined,
  });
}
