/**
 * Splits rendered HTML into sections (a heading and the text under it) with a
 * single pass over its tags: React's server output is well-formed, so no DOM is
 * needed, and a page takes well under a millisecond.
 */
import { decodeEntities } from './entities.js';

/** A heading and the visible text that follows it up to the next h1–h3. */
export interface HtmlSection {
  /** 1 for the page title (and text before any heading), 2 or 3 for h2/h3. */
  level: 1 | 2 | 3;
  /** The heading's text; null for text before the first heading. */
  heading: string | null;
  /** The heading's `id` (the URL fragment that scrolls to it). */
  anchor: string | null;
  /** Visible text of the section, whitespace collapsed. */
  text: string;
  /** Text of the section's code blocks (elements in {@link ExtractOptions.codeTags}), as written. */
  code: string[];
}

/** What to leave out of the text. */
export interface ExtractOptions {
  /** Elements whose whole content is left out (navigation, code blocks, controls). */
  skipTags?: readonly string[];
  /** Class names whose elements are left out (heading permalinks, copy buttons, screen-reader-only text). */
  skipClasses?: readonly string[];
  /** Elements where only headings count (a post header: title yes, date and authors no). */
  headingOnlyTags?: readonly string[];
  /**
   * Elements kept as code blocks of their section (their text as written, line breaks
   * included) instead of text, e.g. `['pre']`. A tag here is not skipped. @default none
   */
  codeTags?: readonly string[];
}

/** The defaults of {@link ExtractOptions}. */
export const defaultExtractOptions: Required<ExtractOptions> = {
  skipTags: [
    'nav',
    'aside',
    'footer',
    'button',
    'pre',
    'script',
    'style',
    'svg',
    'template',
    'noscript',
    'figcaption',
    'select',
    'textarea',
    'dialog',
  ],
  skipClasses: ['sk-heading-anchor', 'hash-link', 'sk-visually-hidden', 'sk-skip-link'],
  headingOnlyTags: ['header'],
  codeTags: [],
};

/**
 * What an assistant reads of a page: everything search reads, plus admonitions (`aside`) as
 * text and code blocks (`pre`) as the sections' code.
 */
export const passageExtractOptions: Required<ExtractOptions> = {
  ...defaultExtractOptions,
  skipTags: defaultExtractOptions.skipTags.filter((t) => t !== 'pre' && t !== 'aside'),
  codeTags: ['pre'],
};

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title']);
// Inline elements join their text to the neighbours'; every other tag separates words.
const INLINE = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'cite',
  'code',
  'data',
  'del',
  'dfn',
  'em',
  'i',
  'ins',
  'kbd',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
]);
const HEADING: Record<string, 1 | 2 | 3> = { h1: 1, h2: 2, h3: 3 };
// React escapes `>` inside attribute values, so a tag ends at the first `>`.
const TAG = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)([^>]*)>/g;

/** The index just past the element opened before `from` (same-name nesting counted), or the end of the HTML. */
function endOfElement(html: string, name: string, from: number): number {
  const tags = new RegExp(`<(/?)${name}(?=[\\s/>])[^>]*>`, 'gi');
  tags.lastIndex = from;
  let depth = 1;
  for (let m = tags.exec(html); m; m = tags.exec(html)) {
    if (m[1]) depth--;
    else if (!m[0].endsWith('/>')) depth++;
    if (depth === 0) return tags.lastIndex;
  }
  return html.length;
}

const ATTR = {
  id: /(?:^|\s)id=(?:"([^"]*)"|'([^']*)')/,
  class: /(?:^|\s)class=(?:"([^"]*)"|'([^']*)')/,
  'aria-hidden': /(?:^|\s)aria-hidden=(?:"([^"]*)"|'([^']*)')/,
};
const attr = (attrs: string, name: keyof typeof ATTR): string | null => {
  const m = ATTR[name].exec(attrs);
  return m ? decodeEntities(m[1] ?? m[2] ?? '') : null;
};
const collapse = (s: string) => s.replace(/\s+/g, ' ').trim();

// Table cells and rows end with markers (private-use characters, never in page text), so a
// table reads as cells, not as one run-on line.
const CELL_END = '\uE001';
const ROW_END = '\uE002';
const TABLE_END = '\uE003';
const CELL = new Set(['td', 'th']);
/** Cells separated by ` · `, rows by `; `; empty cells and separators at a row's or table's end dropped. */
const tableText = (s: string) =>
  s
    .replace(/[\s\uE001\uE002]*\uE003/g, ' ')
    .replace(/(?:\s*\uE001)+/g, CELL_END)
    .replace(/\uE001\s*(?=\uE002|$)/g, '')
    .replace(/(?:\s*\uE002)+\s*/g, ROW_END)
    .replace(/^\uE002|\uE002$/g, '')
    .replace(/\uE001\s*/g, ' · ')
    .replace(/\uE002/g, '; ');

/** The sections of `html`, in document order. */
export function extractSections(html: string, options: ExtractOptions = {}): HtmlSection[] {
  const skipTags = new Set(options.skipTags ?? defaultExtractOptions.skipTags);
  const skipClasses = options.skipClasses ?? defaultExtractOptions.skipClasses;
  const headingOnly = new Set(options.headingOnlyTags ?? defaultExtractOptions.headingOnlyTags);
  const codeTags = new Set(options.codeTags ?? defaultExtractOptions.codeTags);
  const sections: HtmlSection[] = [];
  let current: {
    level: 1 | 2 | 3;
    heading: string | null;
    anchor: string | null;
    parts: string[];
    code: string[];
  } = {
    level: 1,
    heading: null,
    anchor: null,
    parts: [],
    code: [],
  };
  let headingParts: string[] | null = null;
  let headingAt = -1; // stack index of the open heading
  const stack: string[] = [];
  const headingOnlyAt: number[] = []; // stack indices of open heading-only elements

  const flush = () => {
    const text = collapse(tableText(current.parts.join('')));
    if (current.heading !== null || text || current.code.length)
      sections.push({
        level: current.level,
        heading: current.heading,
        anchor: current.anchor,
        text,
        code: current.code,
      });
  };
  const emit = (text: string) => {
    if (headingParts) headingParts.push(text);
    else if (headingOnlyAt.length === 0) current.parts.push(text);
  };

  TAG.lastIndex = 0;
  let last = 0;
  for (let m = TAG.exec(html); m; m = TAG.exec(html)) {
    if (m.index > last) emit(decodeEntities(html.slice(last, m.index)));
    last = TAG.lastIndex;
    const [whole, closing, rawName, attrs = ''] = m;
    if (!rawName) continue; // a comment
    const name = rawName.toLowerCase();
    if (closing) {
      const at = stack.lastIndexOf(name);
      if (at < 0) continue;
      stack.length = at;
      while ((headingOnlyAt.at(-1) ?? -1) >= at) headingOnlyAt.pop();
      if (headingParts && headingAt >= at) {
        const text = collapse(headingParts.join('')).replace(/\s*[#¶§]$/, '');
        if (text) current.heading = text;
        headingParts = null;
        headingAt = -1;
      }
      if (CELL.has(name)) emit(CELL_END);
      else if (name === 'tr') emit(ROW_END);
      else if (name === 'table') emit(TABLE_END);
      else if (!INLINE.has(name)) emit(' ');
      continue;
    }
    if (!INLINE.has(name)) emit(' ');
    if (VOID.has(name) || whole.endsWith('/>')) continue;
    const classes = attr(attrs, 'class')?.split(/\s+/) ?? [];
    if (codeTags.has(name) && !headingParts && headingOnlyAt.length === 0) {
      // A code block: its text as written (tags stripped), kept apart from the prose.
      const end = endOfElement(html, name, last);
      const inner = html.slice(last, html.lastIndexOf('<', end - 1));
      const code = decodeEntities(inner.replace(/<[^>]*>/g, '')).replace(/\s+$/, '');
      if (code.trim()) current.code.push(code);
      TAG.lastIndex = last = end;
      continue;
    }
    if (
      RAW_TEXT.has(name) ||
      (skipTags.has(name) && !codeTags.has(name)) ||
      classes.some((c) => skipClasses.includes(c)) ||
      attr(attrs, 'aria-hidden') === 'true' ||
      /(?:^|\s)data-search-ignore\b/.test(attrs)
    ) {
      // Left out whole: jump past its closing tag (also the only safe way over script and style text).
      TAG.lastIndex = last = endOfElement(html, name, last);
      continue;
    }
    stack.push(name);
    if (headingOnly.has(name)) headingOnlyAt.push(stack.length - 1);
    const level = HEADING[name];
    if (level && !headingParts) {
      flush();
      current = { level, heading: null, anchor: attr(attrs, 'id'), parts: [], code: [] };
      headingParts = [];
      headingAt = stack.length - 1;
    }
  }
  if (last < html.length) emit(decodeEntities(html.slice(last)));
  flush();
  return sections;
}
