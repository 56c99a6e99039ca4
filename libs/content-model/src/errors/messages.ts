import { navbarItemTypes } from '../schemas/navbar.js';
import { nearestFirst } from './nearest.js';
import { runtimeMessages } from './runtime-messages.js';

/**
 * The error texts of the specification's error catalogue, in one place so
 * tests and runtime share them.
 */
export const messages = {
  ...runtimeMessages,
  /** A sidebar or link points at a doc id that no page has. */
  unknownDocId: (id: string, where: string, available: Iterable<string>) =>
    `${where}: the doc id "${id}" does not exist. Available doc ids are:\n- ${nearestFirst(id, available).join('\n- ')}`,
  /** A navbar item or page asks for a sidebar that is not defined. */
  unknownSidebar: (name: string, where: string, available: Iterable<string>) =>
    `${where}: the sidebar "${name}" does not exist. Available sidebars are:\n- ${nearestFirst(name, available).join('\n- ')}`,
  /** A sidebar whose items contain no doc and no link. */
  emptySidebar: (name: string) =>
    `Sidebar "${name}" has nothing to link to: it needs at least one doc, link or category with an index page.`,
  /** A category with neither an index page nor children that link anywhere. */
  emptyCategory: (label: string, sidebar: string) =>
    `Sidebar "${sidebar}": category "${label}" has nothing to link to: give it an index doc or at least one item.`,
  /** A docs version name is referenced but not configured. */
  unknownVersion: (name: string, where: string, available: Iterable<string>) =>
    `${where}: the docs version "${name}" is not known. Known versions are: ${[...available].join(', ')}.`,
  /** A navbar item was written without its `type`. */
  navbarItemWithoutType: (label: string | undefined) =>
    `A navbar item must have a type${label ? ` (the item labelled "${label}" has none)` : ''}: one of ${navbarItemTypes.join(', ')}.`,
  /** `i18n.defaultLocale` names no entry of `i18n.locales`. */
  unknownDefaultLocale: (name: string, available: Iterable<string>) =>
    `The default locale "${name}" is not configured: add it to i18n.locales, or use one of ${[...available].map((l) => `"${l}"`).join(', ')}.`,
  /** A locale's `htmlLang` is not a language tag a browser understands. */
  invalidHtmlLang: 'must be a BCP 47 language tag, e.g. "en" or "pt-BR"',
  /** A locale's `calendar` is not one `Intl.DateTimeFormat` knows. */
  unknownCalendar: (calendar: string) =>
    `the calendar "${calendar}" is not supported: use one of ${Intl.supportedValuesOf('calendar').join(', ')}.`,
  /** The table of contents would list no level at all. */
  tocLevelsReversed: (min: number, max: number) =>
    `minHeadingLevel (${min}) is greater than maxHeadingLevel (${max}), so the table of contents would list no heading.`,
  /** A hosted assistant's script attribute that is not a plain name, or one the site sets itself. */
  scriptAttributeNotAllowed: (name: string) =>
    `The hosted assistant's script cannot take the attribute "${name}": use plain attribute names (letters, digits, "-", "_", ".", ":"); "src" is assistant.scriptUrl, "async" is always set, and inline "on…" handlers are blocked by the Content-Security-Policy.`,
  /** A hosted-assistant field set while no hosted script is configured. */
  hostedAssistantOnly: (field: string) =>
    `assistant.${field} configures a hosted assistant, but there is none: set assistant.scriptUrl too, or remove assistant.${field}.`,
  /** A written-answer model set beside a hosted assistant, which answers on its own. */
  modelWithHostedAssistant:
    "assistant.model writes the local assistant's answers, but assistant.scriptUrl replaces the local assistant with a hosted one: remove one of them.",
  /** The navbar has an assistant button but nothing it could call to open the hosted assistant. */
  assistantButtonWithoutOpenFunction:
    'The navbar\'s assistant button cannot open the hosted assistant (assistant.scriptUrl): set assistant.openFunction to the global function its script defines to open its panel (e.g. "Kapa.open"), or remove the navbar item.',
} as const;
