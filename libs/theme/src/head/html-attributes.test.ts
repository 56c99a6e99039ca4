import { describe, expect, it } from 'vitest';
import { siteConfigSchema, type SiteConfigInput } from '@sitekit/content-model';
import { htmlAttributes, htmlStartTag } from './html-attributes.js';

const base: SiteConfigInput = {
  title: 'Example',
  url: 'https://example.com',
  navbar: { logo: { alt: 'Logo', src: '/logo.svg' }, items: [] },
  footer: { columns: [], copyright: '©' },
};
const config = (input: Partial<SiteConfigInput> = {}) =>
  siteConfigSchema.parse({ ...base, ...input });

describe('htmlAttributes', () => {
  it('gives the spec defaults: English, left to right, light', () => {
    expect(htmlAttributes(config())).toEqual({ lang: 'en', dir: 'ltr', 'data-theme': 'light' });
    expect(htmlStartTag(config())).toBe('<html lang="en" dir="ltr" data-theme="light">');
  });

  it('takes lang and dir from the default locale, and the theme from colorMode.defaultMode', () => {
    const rtl = config({
      i18n: {
        defaultLocale: 'ar',
        locales: { en: {}, ar: { label: 'العربية', htmlLang: 'ar-EG', direction: 'rtl' } },
      },
      colorMode: { defaultMode: 'dark' },
    });
    expect(htmlAttributes(rtl)).toEqual({ lang: 'ar-EG', dir: 'rtl', 'data-theme': 'dark' });
    expect(htmlStartTag(rtl)).toBe('<html lang="ar-EG" dir="rtl" data-theme="dark">');
  });

  it('throws for a hand-made configuration whose default locale has no entry', () => {
    const broken = { ...config(), i18n: { defaultLocale: 'fr', locales: {} } };
    expect(() => htmlAttributes(broken)).toThrow(/default locale "fr"/);
  });
});
