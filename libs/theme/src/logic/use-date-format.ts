import { useMemo } from 'react';
import { dateFormatter, siteLocale } from './locale.js';
import { useSiteConfig } from './site-data.js';

/**
 * A date formatter in the site locale's language (`htmlLang`) and `calendar`. Pass a
 * module-level `options` object: it is a memo dependency.
 */
export function useDateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const { htmlLang, calendar } = siteLocale(useSiteConfig().i18n);
  return useMemo(
    () => dateFormatter({ htmlLang, calendar }, options),
    [htmlLang, calendar, options],
  );
}
