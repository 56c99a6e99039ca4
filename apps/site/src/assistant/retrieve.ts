import type { SearchRecord } from '@sitekit/search';

/** One documentation section an answer cites. */
export interface Citation {
  /** Path of the section, with its heading anchor. */
  url: string;
  /** Page title and section heading, e.g. `spring() › Options`. */
  title: string;
  /** A short passage of the section (at most {@link MAX_QUOTE} characters; empty when it has no text). */
  quote: string;
}

/** Longest quote of a section, in characters. */
export const MAX_QUOTE = 240;

/** Cuts `text` to at most `max` characters at a word boundary, marking the cut with an ellipsis. */
export function quote(text: string, max = MAX_QUOTE): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.(-]+$/, '')}…`;
}

/** The section's name: its page title and its deepest heading. */
export function sectionTitle(record: SearchRecord): string {
  const { lvl1, lvl2, lvl3, lvl4, lvl5, lvl6 } = record.hierarchy;
  const heading = [lvl6, lvl5, lvl4, lvl3, lvl2].find((h) => h && h !== lvl1);
  return heading ? `${lvl1} › ${heading}` : lvl1;
}

/** Options of {@link citationsFrom}. */
export interface CitationOptions {
  /** Most sections to cite. @default 5 */
  max?: number;
  /** Pages (paths without anchor) the assistant must not use. */
  excluded?: ReadonlySet<string>;
  /** Section URLs cited first whether or not they have a passage (pages the question names). */
  pinned?: ReadonlySet<string>;
}

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);

/**
 * Turns ranked search records into cited sections: one per section URL, best first,
 * quoting the first text the ranking found for it. Pinned sections (a page the question
 * names) come first, then sections with a passage before bare headings; pages in
 * `excluded` are never used.
 */
export function citationsFrom(
  ranked: readonly SearchRecord[],
  options: CitationOptions = {},
): Citation[] {
  const { max = 5, excluded = new Set<string>(), pinned = new Set<string>() } = options;
  const sections = new Map<string, Citation>();
  for (const record of ranked) {
    if (excluded.has(withoutTrailingSlash(record.url_without_anchor))) continue;
    const found = sections.get(record.url);
    const text = record.content ? quote(record.content) : '';
    if (!found)
      sections.set(record.url, { url: record.url, title: sectionTitle(record), quote: text });
    else if (!found.quote && text) found.quote = text;
  }
  const all = [...sections.values()];
  const first = all.filter((c) => pinned.has(c.url));
  const rest = all.filter((c) => !pinned.has(c.url));
  return [...first, ...rest.filter((c) => c.quote), ...rest.filter((c) => !c.quote)].slice(0, max);
}
