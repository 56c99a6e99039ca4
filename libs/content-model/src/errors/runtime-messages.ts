/**
 * The error texts the browser needs (crash page, navbar item failures, page
 * modules), apart from the build-time ones so pages do not ship those.
 */
export const runtimeMessages = {
  /** A page module loaded for a route has no default export. */
  noDefaultExport: (route: string) =>
    `The page component at ${route} doesn't have a default export. This makes it impossible to render anything. Consider default-exporting a React component.`,
  /** Docs navbar items, sidebars or pages are configured but the site has no docs. */
  docsNotConfigured: (feature: string) =>
    `${feature} needs the docs to be configured, but the site configuration has no docs section. Add "docs" to the site configuration or remove ${feature}.`,
  /** A navbar item threw while rendering. */
  navbarItemFailed: (label: string) =>
    `A theme navbar item failed to render. Please double-check the following navbar item (themeConfig.navbar.items) of your site configuration: ${label}`,
  /** Base URL warning banner. */
  baseUrlIssue: 'Your site did not load properly.',
  crashTitle: 'This page crashed.',
  tryAgain: 'Try again',
  causeSeparator: 'Cause:',
} as const;
