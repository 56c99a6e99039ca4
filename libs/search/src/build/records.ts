import type { SearchHierarchy, SearchRecord, SearchRecordType } from '../core/types.js';
import { extractSections, type ExtractOptions } from './sections.js';

/** One rendered route, as the site hands it to {@link buildSearchRecords}. */
export interface SearchPageInput {
  /** URL path of the page, e.g. `/docs/button`. */
  url: string;
  /** The rendered HTML (a whole document or the app's markup); only the `<main>` region is read. */
  html: string;
  /** Section of the site the page belongs to (DocSearch's lvl0), e.g. `Docs` or `Blog`. */
  lvl0: string;
  /** What kind of page: doc, post, page. */
  pageType: string;
  /** Docs-version facet: `docs-default-current` for docs, `default` elsewhere. */
  docusaurusTag: string;
  /** Title used when the page has no `<h1>`. @default the URL */
  title?: string;
}

/** Options of {@link buildSearchRecords}. */
export interface BuildRecordsOptions {
  /** Language facet of every record. @default 'en' */
  language?: string;
  /** Longest content kept per section, in characters (cut at a word). @default 1500 */
  maxContentLength?: number;
  /** What the HTML reader leaves out. */
  extract?: ExtractOptions;
  /** Heading ids not worth linking to (generated, unstable across builds). @default React's `useId` forms */
  ignoreAnchor?: RegExp;
}

/** Ids React's `useId` generates (`:r0:`, `«r0»`, `_R_1_`): they change whenever the tree does. */
export const REACT_ID = /^(?:[:«]r|_r_|_R_)/;

/** The `<main>` element of a page, or the whole HTML when it has none. */
export function mainRegion(html: string): string {
  const start = html.indexOf('<main');
  const end = html.lastIndexOf('</main>');
  return start >= 0 && end > start ? html.slice(start, end + '</main>'.length) : html;
}

function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.lastIndexOf(' ', max);
  return text.slice(0, cut > max * 0.8 ? cut : max);
}

/**
 * Section-level records of each page: one for the page title (lvl1), one per h2/h3
 * (lvl2/lvl3, URL with the heading's anchor), and one `content` record per section
 * holding its text, under the nearest heading.
 */
export function buildSearchRecords(
  pages: readonly SearchPageInput[],
  options: BuildRecordsOptions = {},
): SearchRecord[] {
  const { language = 'en', maxContentLength = 1500, extract, ignoreAnchor = REACT_ID } = options;
  const records: SearchRecord[] = [];
  const ids = new Set<string>();
  for (const page of pages) {
    const sections = extractSections(mainRegion(page.html), extract);
    const title =
      sections.find((s) => s.level === 1 && s.heading)?.heading ?? page.title ?? page.url;
    let lvl2: string | null = null;
    let lvl3: string | null = null;
    let anchor: string | null = null;
    let hasTitle = false;
    let titleSeen = false;
    const push = (type: SearchRecordType, content: string | null, code: string[] = []) => {
      const hierarchy: SearchHierarchy = {
        lvl0: page.lvl0,
        lvl1: title,
        lvl2,
        lvl3,
        lvl4: null,
        lvl5: null,
        lvl6: null,
      };
      const url = anchor ? `${page.url}#${anchor}` : page.url;
      const base = type === 'content' ? `${url}~` : url;
      let objectID = base;
      for (let n = 2; ids.has(objectID); n++) objectID = `${base}~${n}`;
      ids.add(objectID);
      records.push({
        objectID,
        url,
        url_without_anchor: page.url,
        anchor,
        type,
        hierarchy,
        content,
        language,
        docusaurus_tag: page.docusaurusTag,
        page_type: page.pageType,
        ...(code.length ? { code } : {}),
      });
    };
    const pushTitle = () => {
      if (!hasTitle) push('lvl1', null);
      hasTitle = true;
    };
    for (const section of sections) {
      if (section.level === 1 && section.heading === title && !titleSeen) {
        // The page title: its text is the page's introduction.
        titleSeen = true;
        pushTitle();
      } else if (section.heading) {
        pushTitle();
        // Later h1s rank as h2s; a heading with no text (null) continues the section before it.
        if (section.level === 3) lvl3 = section.heading;
        else [lvl2, lvl3] = [section.heading, null];
        anchor = section.anchor && !ignoreAnchor.test(section.anchor) ? section.anchor : null;
        push(section.level === 3 ? 'lvl3' : 'lvl2', null);
      } else pushTitle();
      if (section.text || section.code.length)
        push('content', section.text ? clip(section.text, maxContentLength) : null, section.code);
    }
    pushTitle();
  }
  return records;
}
