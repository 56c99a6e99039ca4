/** The regions table's column headings. */
export const cloudRunRegionHeadings = ['Prefix', 'Regions'] as const;

/**
 * The region ids grouped by the part before the first dash (`europe-`), groups and ids in
 * the package's order. The package has no region names, so the rows group the ids by their
 * own prefix.
 */
export function cloudRunRegionGroups(
  regions: readonly string[],
): [prefix: string, ids: string[]][] {
  const groups = new Map<string, string[]>();
  for (const id of regions) {
    const prefix = `${id.split('-')[0]!}-`;
    groups.set(prefix, [...(groups.get(prefix) ?? []), id]);
  }
  return [...groups];
}
