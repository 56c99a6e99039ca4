import type { SearchHit } from '../../core/types.js';

/** One matching section of a page: its heading and an excerpt, as highlighted HTML. */
export interface SectionMatch {
  id: string;
  url: string;
  /** Empty for the page's introduction. */
  headingHtml: string;
  excerptHtml?: string;
}

/** Hits of one page: the page (title, section of the site) and its matching sections. */
export interface PageGroup {
  url: string;
  lvl0: string;
  /** Page title as highlighted HTML. */
  titleHtml: string;
  sections: SectionMatch[];
}

/**
 * Groups hits by page, in the order pages first appear. A heading hit and the
 * content hit of the same section become one entry.
 */
export function groupByPage(hits: readonly SearchHit[]): PageGroup[] {
  const groups = new Map<string, PageGroup>();
  const sections = new Map<string, SectionMatch>();
  for (const hit of hits) {
    let group = groups.get(hit.url_without_anchor);
    if (!group) {
      const titleHtml = hit._highlightResult.hierarchy.lvl1?.value ?? hit.hierarchy.lvl1;
      group = { url: hit.url_without_anchor, lvl0: hit.hierarchy.lvl0, titleHtml, sections: [] };
      groups.set(hit.url_without_anchor, group);
    }
    if (hit.type === 'lvl1') continue;
    let section = sections.get(hit.url);
    if (!section) {
      const h = hit._highlightResult.hierarchy;
      section = {
        id: hit.objectID,
        url: hit.url,
        headingHtml: h.lvl3?.value ?? h.lvl2?.value ?? '',
      };
      sections.set(hit.url, section);
      group.sections.push(section);
    }
    section.excerptHtml ??= hit._snippetResult.content?.value;
  }
  return [...groups.values()];
}
