/**
 * `@sitekit/theme/head`: what a build needs from the theme without loading React — the
 * head script, the `<html>` attributes, the base-URL banner, the storage keys, and the names
 * MDX output and components share.
 */
export {
  ANNOUNCEMENT_STORAGE_KEY,
  COLOR_MODE_STORAGE_KEY,
  headScript,
  type HeadScriptOptions,
} from '../logic/color-mode-script.js';
export { baseUrlIssueBannerHtml } from '../logic/base-url-banner.js';
export { htmlAttributes, htmlStartTag, type HtmlAttributes } from './html-attributes.js';
export {
  ADMONITION_TYPES,
  BOOT_ELEMENT_ID,
  PAGE_MODULES_KEY,
  DOCUSAURUS_THEME_MODULES,
  ROOT_ELEMENT_ID,
  HEADING_ANCHOR_CLASS,
  LINE_HIGHLIGHT_CLASS,
  LINE_NUMBERS_CLASS,
  LINE_NUMBERS_START_PROPERTY,
  MDX_COMPONENT,
  TOC_EXPORT,
  TWOSLASH_CLASS,
  layoutForKind,
  markdownPathOf,
  type AdmonitionData,
  type AdmonitionType,
  type BootData,
  type CodeBlockData,
  type PageMap,
} from './vocabulary.js';
