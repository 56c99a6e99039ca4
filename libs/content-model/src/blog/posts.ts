/** The date of a post from frontmatter or a `YYYY-MM-DD-` file-name prefix. */
export function postDateOf(fileName: string, frontmatterDate?: string | Date): string | undefined {
  if (frontmatterDate instanceof Date) return frontmatterDate.toISOString().slice(0, 10);
  if (frontmatterDate) return frontmatterDate.slice(0, 10);
  return /^(\d{4}-\d{2}-\d{2})-/.exec(fileName)?.[1];
}

/** The slug of a post: frontmatter `slug`, else the file name without date prefix and extension. */
export function postSlugOf(fileName: string, frontmatterSlug?: string): string {
  if (frontmatterSlug) return frontmatterSlug.replace(/^\/+|\/+$/g, '');
  return fileName
    .replace(/\.mdx?$/, '')
    .replace(/^\d{4}-\d{2}-\d{2}-/, '')
    .replace(/\/index$/, '');
}

/** Minutes to read at 200 words a minute, at least 1. */
export function readingTimeOf(text: string): number {
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}

/** The marker that ends a post's preview. */
export const truncateMarker = /\{\/\*\s*truncate\s*\*\/\}|<!--\s*truncate\s*-->/;

/** Splits a post body at the truncate marker; `preview` is undefined when there is none. */
export function splitPreview(body: string): { preview?: string; truncated: boolean } {
  const match = truncateMarker.exec(body);
  if (!match) return { truncated: false };
  return { preview: body.slice(0, match.index), truncated: true };
}

/** Splits a list into pages of `perPage`. */
export function paginate<T>(items: readonly T[], perPage: number): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < items.length; i += perPage) pages.push(items.slice(i, i + perPage));
  return pages.length ? pages : [[]];
}

/** The path of list page `n` (1-based) of a collection: `/blog`, `/blog/page/2`, … */
export function listPagePath(basePath: string, n: number): string {
  return n === 1 ? basePath : `${basePath}/page/${n}`;
}

/** Groups items by the year of their ISO date, newest year first, keeping order inside a year. */
export function groupByYear<T extends { date: string }>(
  items: readonly T[],
): { year: string; items: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const year = item.date.slice(0, 4);
    groups.set(year, [...(groups.get(year) ?? []), item]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([year, list]) => ({ year, items: list }));
}
