import { ContentValidationError, formatIssuePath, formatIssues } from '../errors/format-issues.js';
import { expandShorthands, sidebarsSchema, type SidebarsConfig } from './sidebar.js';

/** `category "Guides"`, `doc "intro"`, or the item's JSON when it has neither label nor id. */
function describeItem(item: unknown): string {
  if (typeof item === 'object' && item !== null && !Array.isArray(item)) {
    const { type, label, id, dirName } = item as Record<string, unknown>;
    const name = [label, id, dirName].find((v) => typeof v === 'string');
    if (typeof type === 'string' && name !== undefined) return `${type} "${String(name)}"`;
  }
  const json = JSON.stringify(item) ?? String(item);
  return json.length > 60 ? `${json.slice(0, 57)}...` : json;
}

/** Where in `path` the deepest sidebar item sits (the index after its last list), and that item. */
function deepestItem(input: unknown, path: readonly PropertyKey[]) {
  let value = input;
  let found: { end: number; item: unknown } | undefined;
  path.forEach((segment, i) => {
    if (typeof segment === 'number') {
      // Error paths index the expanded lists, so walk the author's input the same way.
      const list = expandShorthands(value);
      value = Array.isArray(list) ? list[segment] : undefined;
      found = { end: i + 1, item: value };
    } else {
      value =
        typeof value === 'object' && value !== null
          ? (value as Record<PropertyKey, unknown>)[segment]
          : undefined;
    }
  });
  return found;
}

/**
 * Parses a sidebars file. Each problem names the item it is in, as
 * `mainSidebar[1].items[0] (category "Guides") label: …`; throws a ContentValidationError
 * naming `source`.
 */
export function parseSidebars(input: unknown, source: string): SidebarsConfig {
  const result = sidebarsSchema.safeParse(input);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const found = deepestItem(input, issue.path);
    if (!found) return formatIssues([issue])[0]!;
    const [message] = formatIssues([{ ...issue, path: [] }]);
    const rest = formatIssuePath(issue.path.slice(found.end));
    return `${formatIssuePath(issue.path.slice(0, found.end))} (${describeItem(found.item)})${rest ? ` ${rest}` : ''}: ${message}`;
  });
  throw new ContentValidationError(source, problems);
}
