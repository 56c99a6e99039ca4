import { describe, expect, it } from 'vitest';
import {
  ContentValidationError,
  messages,
  parseWith,
  siteConfigSchema,
  type SiteConfigInput,
} from '../src/index.js';

const base: SiteConfigInput = {
  title: 'Example',
  url: 'https://example.com',
  docs: {},
  navbar: { logo: { alt: 'Logo', src: '/logo.svg' }, items: [] },
  footer: { columns: [], copyright: '© {year}' },
};

const parse = (input: unknown) => parseWith(siteConfigSchema, input, 'site.config.ts');
const problemsOf = (input: unknown): string[] => {
  try {
    parse(input);
  } catch (error) {
    if (error instanceof ContentValidationError) return [...error.problems];
    throw error;
  }
  return [];
};

describe('site configuration', () => {
  it('applies the spec defaults', () => {
    const config = parse(base);
    expect(config.colorMode).toEqual({
      defaultMode: 'light',
      respectPrefersColorScheme: true,
      disableSwitch: false,
    });
    expect(config.tableOfContents).toEqual({ minHeadingLevel: 2, maxHeadingLevel: 3 });
    expect(config.docs?.version).toEqual({ name: 'current', label: 'Next' });
    expect(config.i18n.locales['en']).toEqual({
      label: 'English',
      direction: 'ltr',
      htmlLang: 'en',
      calendar: 'gregory',
      path: 'en',
    });
    expect(config.analytics.gtag).toBeUndefined();
  });

  it('rejects a navbar item without a type, naming the item', () => {
    const problems = problemsOf({
      ...base,
      navbar: {
        ...base.navbar,
        items: [
          { type: 'link', to: '/' },
          { label: 'Docs', to: '/docs' },
        ],
      },
    });
    expect(problems).toEqual([`navbar.items[1]: ${messages.navbarItemWithoutType('Docs')}`]);
  });

  it('rejects docs navbar items when no docs are configured', () => {
    const noDocs = { ...base };
    delete noDocs.docs;
    const problems = problemsOf({
      ...noDocs,
      navbar: { ...base.navbar, items: [{ type: 'docSidebar', sidebarId: 'main', label: 'Docs' }] },
    });
    expect(problems).toEqual([
      `navbar.items[0]: ${messages.docsNotConfigured('The navbar item of type "docSidebar"')}`,
    ]);
  });

  it('rejects a docs version name that is not known', () => {
    const problems = problemsOf({
      ...base,
      navbar: { ...base.navbar, items: [{ type: 'docsVersion', version: '2.x' }] },
    });
    expect(problems).toEqual([
      `navbar.items[0].version: ${messages.unknownVersion('2.x', 'navbar', ['current'])}`,
    ]);
  });

  it('reports unknown keys with their path', () => {
    expect(problemsOf({ ...base, colourMode: {} })).toEqual(['unknown field "colourMode"']);
  });

  it('rejects table-of-contents levels that would list no heading', () => {
    expect(
      problemsOf({ ...base, tableOfContents: { minHeadingLevel: 4, maxHeadingLevel: 3 } }),
    ).toEqual([`tableOfContents.minHeadingLevel: ${messages.tocLevelsReversed(4, 3)}`]);
    expect(parse({ ...base, tableOfContents: { maxHeadingLevel: 4 } }).tableOfContents).toEqual({
      minHeadingLevel: 2,
      maxHeadingLevel: 4,
    });
  });

  it('rejects a default locale that is not configured', () => {
    const fr = { label: 'Français', htmlLang: 'fr' };
    expect(problemsOf({ ...base, i18n: { defaultLocale: 'en', locales: { fr } } })).toEqual([
      `i18n.defaultLocale: ${messages.unknownDefaultLocale('en', ['fr'])}`,
    ]);
  });

  it('rejects a language tag or a calendar that browsers do not know', () => {
    const locale = { htmlLang: 'english please', calendar: 'mayan' };
    expect(problemsOf({ ...base, i18n: { locales: { en: locale } } })).toEqual([
      `i18n.locales.en.htmlLang: ${messages.invalidHtmlLang}`,
      `i18n.locales.en.calendar: ${messages.unknownCalendar('mayan')}`,
    ]);
    const japanese = { htmlLang: 'ja-JP', calendar: 'japanese', direction: 'ltr' };
    expect(parse({ ...base, i18n: { locales: { en: japanese } } }).i18n.locales['en']).toEqual({
      label: 'English',
      path: 'en',
      ...japanese,
    });
  });

  it('names the source in the thrown message', () => {
    expect(() => parse({ ...base, url: 'not a url' })).toThrow(
      /Invalid site\.config\.ts:\n {2}- url: /,
    );
  });
});

describe('assistant configuration', () => {
  const hosted = {
    scriptUrl: 'https://assistant.example/embed.js',
    scriptAttributes: { id: 'vendor-script', 'data-sidepanel': 'true', 'data-hide-button': 'true' },
    openFunction: 'vendorEmbed.toggleSidePanel',
  };
  const withButton = {
    ...base,
    navbar: { ...base.navbar, items: [{ type: 'assistant' as const }] },
  };

  it('defaults to the local assistant: its page in the side panel, no hosted script', () => {
    expect(parse(withButton).assistant).toEqual({ frameUrl: '/ai-embed', scriptAttributes: {} });
  });

  it('accepts a hosted assistant: its script, the vendor attributes and its open function', () => {
    expect(parse({ ...withButton, assistant: hosted }).assistant).toEqual({
      frameUrl: '/ai-embed',
      ...hosted,
    });
  });

  it('asks for the open function when the navbar has an assistant button', () => {
    const withoutOpen = { ...hosted, openFunction: undefined };
    expect(problemsOf({ ...withButton, assistant: withoutOpen })).toEqual([
      `navbar.items[0]: ${messages.assistantButtonWithoutOpenFunction}`,
    ]);
    // Without the button the vendor's own launcher opens it.
    expect(problemsOf({ ...base, assistant: withoutOpen })).toEqual([]);
  });

  it('accepts an answer model for the local assistant, off unless configured', () => {
    const model = { url: 'https://llm.example/v1/chat/completions', model: 'small-1' };
    expect(parse({ ...base, assistant: { model } }).assistant.model).toEqual(model);
    expect(parse(base).assistant.model).toBeUndefined();
  });

  it('rejects an answer model beside a hosted assistant, or with a bad URL or key variable', () => {
    const model = { url: 'https://llm.example/v1/chat/completions', model: 'small-1' };
    expect(problemsOf({ ...base, assistant: { ...hosted, model } })).toEqual([
      `assistant.model: ${messages.modelWithHostedAssistant}`,
    ]);
    const bad = { url: 'ftp://llm.example', model: '', apiKeyEnv: 'my-key' };
    expect(problemsOf({ ...base, assistant: { model: bad } })).toEqual([
      expect.stringMatching(/^assistant\.model\.url: /),
      expect.stringMatching(/^assistant\.model\.model: /),
      'assistant.model.apiKeyEnv: must be an environment variable name, e.g. "ASSISTANT_KEY"',
    ]);
  });

  it('rejects an open function that is not a dotted path of names', () => {
    expect(problemsOf({ ...withButton, assistant: { ...hosted, openFunction: 'open()' } })).toEqual(
      ['assistant.openFunction: must be a dotted path of names, e.g. "Kapa.open"'],
    );
  });

  it('rejects script attributes that are not plain names or that the site sets itself', () => {
    const scriptAttributes = {
      'data-ok': 'x',
      src: 'https://evil.example/x.js',
      ASYNC: 'false',
      onload: 'alert(1)',
      'data-x"><script': 'y',
    };
    expect(problemsOf({ ...withButton, assistant: { ...hosted, scriptAttributes } })).toEqual(
      ['src', 'ASYNC', 'onload', 'data-x"><script'].map(
        (name) => `assistant.scriptAttributes.${name}: ${messages.scriptAttributeNotAllowed(name)}`,
      ),
    );
  });

  it('rejects hosted-assistant fields without a hosted script', () => {
    const withoutScript = { ...hosted, scriptUrl: undefined };
    expect(problemsOf({ ...base, assistant: withoutScript })).toEqual([
      `assistant.openFunction: ${messages.hostedAssistantOnly('openFunction')}`,
      `assistant.scriptAttributes: ${messages.hostedAssistantOnly('scriptAttributes')}`,
    ]);
  });
});
