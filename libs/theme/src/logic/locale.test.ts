import { describe, expect, it } from 'vitest';
import { dateFormatter, localizedPath, siteLocale } from './locale.js';

const en = {
  label: 'English',
  direction: 'ltr',
  htmlLang: 'en',
  calendar: 'gregory',
  path: 'en',
} as const;
const fr = { ...en, label: 'Français', htmlLang: 'fr', path: 'fr' };
const i18n = { defaultLocale: 'en', locales: { en, fr } };

describe('dateFormatter', () => {
  const day = new Date('2024-05-01');

  it("formats in the locale's language, in UTC", () => {
    expect(dateFormatter(en, { dateStyle: 'long' }).format(day)).toBe('May 1, 2024');
    expect(dateFormatter(fr, { dateStyle: 'long' }).format(day)).toBe('1 mai 2024');
  });

  it("counts years in the locale's calendar", () => {
    const japanese = dateFormatter({ htmlLang: 'en', calendar: 'japanese' }, { dateStyle: 'long' });
    expect(japanese.format(day)).toMatch(/Reiwa/);
    expect(japanese.resolvedOptions().calendar).toBe('japanese');
  });
});

describe('localizedPath', () => {
  it('leaves the default locale unprefixed and puts others under their path', () => {
    expect(localizedPath(i18n, 'en', '/docs/intro')).toBe('/docs/intro');
    expect(localizedPath(i18n, 'fr', '/docs/intro')).toBe('/fr/docs/intro');
    expect(localizedPath(i18n, 'fr', '/')).toBe('/fr');
  });
});

it('siteLocale is the default locale', () => {
  expect(siteLocale({ ...i18n, defaultLocale: 'fr' })).toBe(fr);
});
