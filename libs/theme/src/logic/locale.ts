import type { LocaleConfig, SiteConfig } from '@sitekit/content-model';

/** The locale the site is written in: `i18n.locales[i18n.defaultLocale]`. React-free. */
export function siteLocale(i18n: SiteConfig['i18n']): LocaleConfig {
  const locale = i18n.locales[i18n.defaultLocale];
  // The site-config schema rejects a default locale without an entry; this guards hand-made configs.
  if (!locale)
    throw new Error(`i18n.locales has no entry for the default locale "${i18n.defaultLocale}".`);
  return locale;
}

/**
 * Formats dates in the locale's language and calendar. Dates are ISO days, so they are
 * read in UTC: the server and every reader's browser print the same day.
 */
export function dateFormatter(
  locale: Pick<LocaleConfig, 'htmlLang' | 'calendar'>,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale.htmlLang, {
    ...options,
    calendar: locale.calendar,
    timeZone: 'UTC',
  });
}

/** Where the page at `path` lives in the locale `key`: the default locale's pages have no prefix. */
export function localizedPath(i18n: SiteConfig['i18n'], key: string, path: string): string {
  const locale = i18n.locales[key];
  if (key === i18n.defaultLocale || !locale?.path) return path;
  return `/${locale.path}${path === '/' ? '' : path}`;
}
