/**
 * The names the build's MDX output and the theme's components agree on, declared once here
 * (React-free) and imported by both sides.
 */

/** Class of the `#` link the build appends to every heading; the theme renders it. */
export const HEADING_ANCHOR_CLASS = 'sk-heading-anchor';
/** Class of a code block's `<pre>` whose fence asked for line numbers (`showLineNumbers`). */
export const LINE_NUMBERS_CLASS = 'sk-line-numbers';
/** Class of a highlighted line (`{1,3-5}` in the fence meta, or a `highlight-` magic comment). */
export const LINE_HIGHLIGHT_CLASS = 'sk-line-highlight';
/**
 * Custom property on a numbered code block's `<pre>`: the number before its first line
 * (`showLineNumbers=5` sets 4), which the theme's line counter starts from.
 */
export const LINE_NUMBERS_START_PROPERTY = '--sk-line-start';
/**
 * Classes of a type-checked (`twoslash`) code block's parts. The build writes them; the theme
 * shows a token's popup on hover and keyboard focus.
 */
export const TWOSLASH_CLASS = {
  /** An identifier with type information: `aria-describedby` its popup; one per block is a tab stop. */
  token: 'sk-twoslash-token',
  /** The popups of one block, after its `<pre>` (left out of the search index). */
  popups: 'sk-twoslash-popups',
  /** A type popup: `role="tooltip"`, `hidden` until its token is hovered or focused. */
  popup: 'sk-twoslash-popup',
  /** A popup's (highlighted) type. */
  popupType: 'sk-twoslash-popup__type',
  /** A popup's documentation (JSDoc text and tags). */
  popupDocs: 'sk-twoslash-popup__docs',
  /** The result of a `// ^?` query, shown under the line it points into. */
  query: 'sk-twoslash-query',
  /** The code of an expected (`// @errors`) error, underlined. */
  error: 'sk-twoslash-error',
  /** An expected error's message, shown under its line. */
  errorLine: 'sk-twoslash-error-line',
  /** A range marked with `// ^^^`. */
  highlight: 'sk-twoslash-highlight',
} as const;
/** The named export of a compiled MDX page holding its table of contents. */
export const TOC_EXPORT = 'toc';

/** The MDX components the build's output names: a site's components map must provide them. */
export const MDX_COMPONENT = {
  codeBlock: 'CodeBlock',
  admonition: 'Admonition',
  tabs: 'Tabs',
  tabItem: 'TabItem',
} as const;

/**
 * The `@theme/<Name>` modules Docusaurus pages may import; each is `./docusaurus/<Name>` of
 * this package (a default export), and the build fails on any other `@theme/` import.
 */
export const DOCUSAURUS_THEME_MODULES = [
  'Tabs',
  'TabItem',
  'CodeBlock',
  'Admonition',
  'Details',
  'MDXComponents',
] as const;

/** Admonition kinds, Docusaurus's keywords (`:::note`…); each has its own style and icon. */
export const ADMONITION_TYPES = ['note', 'tip', 'info', 'warning', 'caution', 'danger'] as const;
export type AdmonitionType = (typeof ADMONITION_TYPES)[number];

/** What the build passes to `<Admonition>` (besides its children). */
export interface AdmonitionData {
  type: AdmonitionType;
  title?: string | undefined;
}

/** What the build passes to `<CodeBlock>` (besides the highlighted `<pre>` as children). */
export interface CodeBlockData {
  /** The fence's `title="…"`. */
  title?: string | undefined;
  /** The language as written in the fence. */
  language: string;
  /** The source text, for the copy button. */
  code: string;
  lineNumbers?: boolean | undefined;
  /** The block was type-checked (`twoslash`): its identifiers show their types. */
  twoslash?: boolean | undefined;
  /**
   * The highlighted `<pre>` as HTML. The build passes it as one string rather than an
   * element per token, so a page's module stays small and quick to bundle, parse and hydrate.
   */
  html?: string | undefined;
}

/** The layout export of `@sitekit/theme/layouts` for each route kind (used by code generators). */
export const layoutForKind = {
  doc: 'DocLayout',
  post: 'PostLayout',
  'post-list': 'PostListLayout',
  archive: 'ArchiveLayout',
} as const;

/** The element the app renders into (the prerendered page is inside it). */
export const ROOT_ELEMENT_ID = '__sk_root';
/** The JSON script element in which the prerenderer names the page's chunk. */
export const BOOT_ELEMENT_ID = '__sk_boot';
/** What the prerenderer leaves for the client. */
export interface BootData {
  /** URL of the route module of the page it rendered. */
  chunk: string;
  /**
   * URL of the build's page map (see {@link PageMap}), when the build wrote pages outside the
   * bundler; fetched, revalidated, on the first navigation to such a page. The builder names it
   * by the app build, so editing one page changes no other page's HTML.
   */
  pages?: string;
  /** Identity of the app build the page runs (the page map must name the same one). */
  build?: string;
}

/**
 * The page map a build writes: the app build it goes with (`BootData.build`) and, for each
 * page written outside the bundler, route path → URL of its module.
 */
export interface PageMap {
  build: string;
  pages: Record<string, string>;
}

/**
 * Where the prerenderer lists the page modules the build wrote outside the bundler (route
 * path → file URL), on `globalThis`, before rendering.
 */
export const PAGE_MODULES_KEY = '__sitekitPageModules';

/**
 * The address of a page's Markdown twin, which the build writes and "Copy page as Markdown"
 * fetches: the path without its trailing slash, plus `.md` (`/docs/a/` → `/docs/a.md`, the
 * root → `/index.md`); query and hash are dropped.
 */
export function markdownPathOf(path: string): string {
  const cut = path.search(/[?#]/);
  const trimmed = (cut === -1 ? path : path.slice(0, cut)).replace(/\/+$/, '');
  return trimmed === '' ? '/index.md' : `${trimmed}.md`;
}
