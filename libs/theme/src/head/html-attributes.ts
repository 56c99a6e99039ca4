import type { SiteConfig } from '@sitekit/content-model';
import { siteLocale } from '../logic/locale.js';

/** The attributes of a prerendered page's `<html>` element. */
export interface HtmlAttributes {
  /** The site locale's `htmlLang`. */
  lang: string;
  /** The site locale's writing `direction`. */
  dir: 'ltr' | 'rtl';
  /** `colorMode.defaultMode`, what readers without JavaScript see; the head script then applies the reader's choice. */
  'data-theme': 'light' | 'dark';
}

/** The `<html>` attributes the site configuration asks for. React-free, for the prerenderer. */
export function htmlAttributes(config: Pick<SiteConfig, 'i18n' | 'colorMode'>): HtmlAttributes {
  const locale = siteLocale(config.i18n);
  return {
    lang: locale.htmlLang,
    dir: locale.direction,
    'data-theme': config.colorMode.defaultMode,
  };
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The opening `<html …>` tag with {@link htmlAttributes}, to replace the page template's. */
export function htmlStartTag(config: Pick<SiteConfig, 'i18n' | 'colorMode'>): string {
  const attributes = Object.entries(htmlAttributes(config))
    .map(([name, value]) => `${name}="${escapeAttribute(value)}"`)
    .join(' ');
  return `<html ${attributes}>`;
}
