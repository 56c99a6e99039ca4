import { z } from 'zod';
import { messages } from '../errors/messages.js';
import { navbarItemSchema } from './navbar.js';

const footerItemSchema = z.strictObject({
  label: z.string().min(1),
  /** Internal path. */
  to: z.string().optional(),
  /** External URL. */
  href: z.string().optional(),
});

/** Whether `tag` is a well-formed BCP 47 language tag. */
const isLanguageTag = (tag: string): boolean => {
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
};

/** One locale of the site. The site has exactly one: `en`, left to right. */
export const localeConfigSchema = z.strictObject({
  /** Name shown in the navbar's locale dropdown. @default 'English' */
  label: z.string().default('English'),
  /** Writing direction: the prerendered `<html dir>`. @default 'ltr' */
  direction: z.enum(['ltr', 'rtl']).default('ltr'),
  /** Language of the pages: the prerendered `<html lang>` and the locale dates are formatted in. @default 'en' */
  htmlLang: z.string().refine(isLanguageTag, messages.invalidHtmlLang).default('en'),
  /** Calendar dates are shown in (last update, post dates, archives), an `Intl` calendar name. @default 'gregory' */
  calendar: z
    .string()
    .superRefine((calendar, ctx) => {
      if (!Intl.supportedValuesOf('calendar').includes(calendar))
        ctx.addIssue({ code: 'custom', message: messages.unknownCalendar(calendar) });
    })
    .default('gregory'),
  /** URL segment the locale's pages live under; the default locale's pages have none. @default 'en' */
  path: z.string().default('en'),
});
export type LocaleConfig = z.output<typeof localeConfigSchema>;

/** An announcement shown above the navbar. */
export const announcementBarSchema = z.strictObject({
  /** Changes when the content changes, so a new announcement shows again after a dismissal. */
  id: z.string().default('announcement'),
  /** Trusted HTML. */
  content: z.string().min(1),
  backgroundColor: z.string().default('#fff'),
  textColor: z.string().default('#000'),
  isCloseable: z.boolean().default(true),
});
export type AnnouncementBar = z.output<typeof announcementBarSchema>;

/** An HTML attribute name that may go on the hosted assistant's script tag. */
const scriptAttributeName = /^[A-Za-z][\w.:-]*$/;
const reservedScriptAttribute = /^(src|async|on.*)$/i;
/** A global function as a dotted path on `window`, e.g. `Kapa.open`. */
const globalFunctionPath = /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/;

/**
 * The docs assistant: the local one (a page in the side panel) by default, or a hosted
 * one whose script renders its own side panel.
 */
export const assistantConfigSchema = z
  .strictObject({
    /** URL of the page loaded in the side panel and on /ai. @default '/ai-embed' (the local assistant) */
    frameUrl: z.string().default('/ai-embed'),
    /** A hosted assistant's script: loaded (async) from every page's `<head>`, its origin allowed by the CSP. */
    scriptUrl: z.string().min(1).optional(),
    /** Attributes of the hosted script tag, in the vendor's names (side-panel mode, its own button hidden…). @default {} */
    scriptAttributes: z.record(z.string(), z.string()).default({}),
    /** Global function the hosted script defines to open its panel, a dotted path on `window` (e.g. `Kapa.open`); the navbar's assistant button calls it. */
    openFunction: z
      .string()
      .regex(globalFunctionPath, 'must be a dotted path of names, e.g. "Kapa.open"')
      .optional(),
    /**
     * Optional, off by default: an OpenAI-compatible chat completions endpoint that turns the
     * local assistant's retrieved sections into a written answer citing them. Without it the
     * assistant quotes the docs, fully offline.
     */
    model: z
      .strictObject({
        /** The endpoint, e.g. `https://api.openai.com/v1/chat/completions` or your own proxy (the CSP allows its origin). */
        url: z.url({ protocol: /^https?$/ }),
        /** The model name sent with each request. */
        model: z.string().min(1),
        /**
         * Environment variable read at build time for the API key, sent as a Bearer token.
         * Every reader can see it: use a key restricted to this site, or a proxy that holds the
         * real key (then leave this out).
         */
        apiKeyEnv: z
          .string()
          .regex(/^[A-Z_][A-Z0-9_]*$/, 'must be an environment variable name, e.g. "ASSISTANT_KEY"')
          .optional(),
      })
      .optional(),
  })
  .superRefine((assistant, ctx) => {
    if (assistant.model && assistant.scriptUrl)
      ctx.addIssue({ code: 'custom', path: ['model'], message: messages.modelWithHostedAssistant });
    for (const name of Object.keys(assistant.scriptAttributes)) {
      if (!scriptAttributeName.test(name) || reservedScriptAttribute.test(name))
        ctx.addIssue({
          code: 'custom',
          path: ['scriptAttributes', name],
          message: messages.scriptAttributeNotAllowed(name),
        });
    }
    if (assistant.scriptUrl) return;
    const hostedOnly = [
      ...(assistant.openFunction ? ['openFunction'] : []),
      ...(Object.keys(assistant.scriptAttributes).length ? ['scriptAttributes'] : []),
    ];
    for (const field of hostedOnly)
      ctx.addIssue({ code: 'custom', path: [field], message: messages.hostedAssistantOnly(field) });
  });
export type AssistantConfig = z.output<typeof assistantConfigSchema>;

/** A blog-style collection (blog, success stories, learn). */
export const collectionConfigSchema = z.strictObject({
  /** Folder under `content/` and id used in routes. */
  id: z.string().regex(/^[a-z0-9-]+$/),
  /** URL prefix, e.g. `/blog`. */
  path: z.string().startsWith('/'),
  /** Heading of the list pages. */
  title: z.string(),
  description: z.string().default(''),
  /** Title of the recent-posts sidebar. */
  sidebarTitle: z.string().default('Recent posts'),
  /** @default 10 */
  postsPerPage: z.number().int().positive().default(10),
  /** How many posts the sidebar lists. @default 5 */
  sidebarCount: z.number().int().positive().default(5),
  /** Where the "edit this page" link of a post points; `{path}` is replaced. */
  editUrl: z.string().optional(),
});
export type CollectionConfig = z.output<typeof collectionConfigSchema>;

export const siteConfigSchema = z
  .strictObject({
    title: z.string().min(1),
    tagline: z.string().default(''),
    /** Production origin, e.g. `https://www.example.com` (canonical and OpenGraph URLs). */
    url: z.url(),
    /** Path the site is served under. @default '/' */
    baseUrl: z
      .string()
      .regex(/^\/(.*\/)?$/, 'must start and end with "/"')
      .default('/'),
    favicon: z.string().default('/favicon.svg'),
    /** Default social card. */
    image: z.string().optional(),
    i18n: z
      .strictObject({
        /** Key of the locale the site is written in. @default 'en' */
        defaultLocale: z.string().default('en'),
        locales: z
          .record(z.string(), localeConfigSchema)
          .default({ en: localeConfigSchema.parse({}) }),
      })
      .superRefine(({ defaultLocale, locales }, ctx) => {
        if (!(defaultLocale in locales))
          ctx.addIssue({
            code: 'custom',
            path: ['defaultLocale'],
            message: messages.unknownDefaultLocale(defaultLocale, Object.keys(locales)),
          });
      })
      .default({ defaultLocale: 'en', locales: { en: localeConfigSchema.parse({}) } }),
    docs: z
      .strictObject({
        /** Route base. @default '/docs' */
        path: z.string().startsWith('/').default('/docs'),
        /** Plugin id used in the preferred-version storage key. @default 'default' */
        pluginId: z.string().default('default'),
        /** The single version's name and label. */
        version: z
          .strictObject({ name: z.string().default('current'), label: z.string().default('Next') })
          .default({ name: 'current', label: 'Next' }),
        /** Id of the docs home page. */
        mainDocId: z.string().default('getting-started'),
        /** "Edit this page" link; `{path}` is replaced by the file path under content/. */
        editUrl: z.string().optional(),
        /** Show "Last updated on" (the date of the file's last commit) under each page. @default true */
        showLastUpdateTime: z.boolean().default(true),
        /** Show the breadcrumbs trail above each docs page. @default true */
        breadcrumbs: z.boolean().default(true),
      })
      .optional(),
    collections: z.array(collectionConfigSchema).default([]),
    navbar: z.strictObject({
      title: z.string().optional(),
      logo: z.strictObject({
        alt: z.string(),
        src: z.string(),
        /** Logo used in dark mode. */
        srcDark: z.string().optional(),
        href: z.string().default('/'),
        /** Opened in a new tab when the logo is right-clicked. */
        brandUrl: z.string().optional(),
      }),
      /** Slide the navbar away while the reader scrolls down, back on scrolling up. @default false */
      hideOnScroll: z.boolean().default(false),
      items: z.array(
        z
          .unknown()
          .superRefine((value, ctx) => {
            const item = value as Record<string, unknown> | null;
            if (item && typeof item === 'object' && !('type' in item)) {
              const label = typeof item['label'] === 'string' ? item['label'] : undefined;
              ctx.addIssue({ code: 'custom', message: messages.navbarItemWithoutType(label) });
            }
          })
          .pipe(navbarItemSchema),
      ),
    }),
    footer: z.strictObject({
      logo: z
        .strictObject({ alt: z.string(), src: z.string(), srcDark: z.string().optional() })
        .optional(),
      columns: z.array(z.strictObject({ title: z.string(), items: z.array(footerItemSchema) })),
      /** `{year}` is replaced by the current year. */
      copyright: z.string(),
    }),
    colorMode: z
      .strictObject({
        defaultMode: z.enum(['light', 'dark']).default('light'),
        respectPrefersColorScheme: z.boolean().default(true),
        disableSwitch: z.boolean().default(false),
      })
      .default({ defaultMode: 'light', respectPrefersColorScheme: true, disableSwitch: false }),
    /** Heading levels the "On this page" list shows (h2–h3 by default). */
    tableOfContents: z
      .strictObject({
        /** Highest heading level listed. @default 2 */
        minHeadingLevel: z.number().int().min(2).max(6).default(2),
        /** Deepest heading level listed. @default 3 */
        maxHeadingLevel: z.number().int().min(2).max(6).default(3),
      })
      .superRefine(({ minHeadingLevel: min, maxHeadingLevel: max }, ctx) => {
        if (min > max)
          ctx.addIssue({
            code: 'custom',
            path: ['minHeadingLevel'],
            message: messages.tocLevelsReversed(min, max),
          });
      })
      .default({ minHeadingLevel: 2, maxHeadingLevel: 3 }),
    announcementBar: announcementBarSchema.optional(),
    search: z
      .strictObject({
        /**
         * Hosted DocSearch; without it the local index is used. Queries filter on the site's
         * language and docs version, the same on every page (no contextual search).
         */
        algolia: z
          .strictObject({
            appId: z.string().min(1),
            apiKey: z.string().min(1),
            indexName: z.string().min(1),
            /** URLs matching this pattern are opened with a full page load. */
            externalUrlRegex: z.string().optional(),
          })
          .optional(),
        placeholder: z.string().default('Search docs'),
      })
      .default({ placeholder: 'Search docs' }),
    assistant: assistantConfigSchema.default({ frameUrl: '/ai-embed', scriptAttributes: {} }),
    deploy: z
      .strictObject({
        /**
         * How many builds' hashed assets a published build keeps (itself included), so a tab
         * opened before a deploy can still load its lazy chunks. @default 2
         */
        keepBuilds: z.number().int().min(1).max(10).default(2),
      })
      .default({ keepBuilds: 2 }),
    analytics: z
      .strictObject({
        gtag: z
          .strictObject({
            trackingId: z.string().min(1),
            anonymizeIp: z.boolean().default(false),
          })
          .optional(),
      })
      .default({}),
  })
  .superRefine((config, ctx) => {
    const { scriptUrl, openFunction } = config.assistant;
    if (scriptUrl && !openFunction) {
      const index = config.navbar.items.findIndex((item) => item.type === 'assistant');
      if (index >= 0)
        ctx.addIssue({
          code: 'custom',
          path: ['navbar', 'items', index],
          message: messages.assistantButtonWithoutOpenFunction,
        });
    }
    if (config.docs) {
      const known = [config.docs.version.name];
      config.navbar.items.forEach((item, index) => {
        if (
          (item.type === 'docSidebar' || item.type === 'docsVersion') &&
          item.version &&
          !known.includes(item.version)
        ) {
          ctx.addIssue({
            code: 'custom',
            path: ['navbar', 'items', index, 'version'],
            message: messages.unknownVersion(item.version, 'navbar', known),
          });
        }
      });
      return;
    }
    config.navbar.items.forEach((item, index) => {
      if (item.type === 'docSidebar' || item.type === 'docsVersion') {
        ctx.addIssue({
          code: 'custom',
          path: ['navbar', 'items', index],
          message: messages.docsNotConfigured(`The navbar item of type "${item.type}"`),
        });
      }
    });
  });

export type SiteConfig = z.output<typeof siteConfigSchema>;
export type SiteConfigInput = z.input<typeof siteConfigSchema>;
