/** A table of single values a page quotes by name (`lambdaValues()`, `cloudRunValues()`). */
export type FactValues = Readonly<Record<string, string | number | readonly string[]>>;

/**
 * The value named `of`; throws for a name `values` lacks (a typo in a page must fail the
 * build, not leave a hole in the sentence). `source` names where the values come from.
 */
export function factValue(
  values: FactValues,
  of: string,
  source: string,
): string | number | readonly string[] {
  if (!Object.hasOwn(values, of)) throw new Error(`${source} has no fact named "${of}"`);
  return values[of]!;
}
