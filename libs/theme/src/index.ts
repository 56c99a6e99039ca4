export type { RouteModule, PageBody, MdxComponents } from './route-module.js';
export { ThemeProvider } from './ThemeProvider.js';
export { MdxComponentsProvider, useMdxComponents } from './logic/mdx-components.js';
export { SiteDataProvider, useSiteData, useSiteConfig, type SiteData } from './logic/site-data.js';
export { useCurrentRoute, usePathname } from './logic/current-route.js';
export {
  ColorModeProvider,
  useColorMode,
  createColorModeStore,
  type ColorMode,
  type ColorModeChoice,
} from './logic/color-mode.js';
export { baseUrlIssueBannerHtml } from './logic/base-url-banner.js';
export { htmlAttributes, htmlStartTag, type HtmlAttributes } from './head/html-attributes.js';
export {
  headScript,
  COLOR_MODE_STORAGE_KEY,
  ANNOUNCEMENT_STORAGE_KEY,
} from './logic/color-mode-script.js';
export { useAssistantPanel, AssistantPanelProvider } from './logic/assistant-panel.js';
export {
  TabGroupsProvider,
  useTabsSelection,
  type TabsSelectionOptions,
} from './logic/tab-selection.js';
export {
  createTabGroupsStore,
  browserTabGroupsEnvironment,
  tabGroupStorageKey,
  type TabGroupsEnvironment,
  type TabGroupsStore,
} from './logic/tab-groups.js';
export {
  SlotsProvider,
  Slot,
  useSlot,
  defaultSlots,
  slotStability,
  type SlotComponents,
  type SlotName,
  type SlotProps,
} from './slots.js';
export { PageRenderer } from './shell/PageRenderer/index.js';
export { Layout, MAIN_CONTENT_ID } from './shell/Layout/index.js';
export { ErrorBoundary, CrashPage, errorChain } from './shell/ErrorBoundary/index.js';
export { NotFound } from './shell/NotFound/index.js';
export { Footer } from './shell/Footer/index.js';
export { SmartLink } from './shell/SmartLink/index.js';
export {
  CopyPageMarkdown,
  useCopyPageMarkdown,
  markdownPathOf,
  type CopyEnvironment,
  type CopyState,
} from './shell/CopyPageMarkdown/index.js';
export { PageLoader, Spinner, LoadError, SPINNER_DELAY_MS } from './shell/PageLoader/index.js';
export {
  readPreferredVersion,
  savePreferredVersion,
  preferredVersionKey,
} from './logic/preferred-version.js';
