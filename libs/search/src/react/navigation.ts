/** How a search UI leaves for a result: client-side, or a full page load for external URLs. */
export interface SearchNavigation {
  /** Client-side navigation, e.g. the router's `navigate`. */
  navigate: (url: string) => void;
  /** URLs matching this pattern are opened with a full page load instead. */
  externalUrlRegex?: string | RegExp;
}

/** Whether `url` must be opened with a full page load: it matches the external pattern or names another origin. */
export function isExternalUrl(url: string, externalUrlRegex?: string | RegExp): boolean {
  if (externalUrlRegex && new RegExp(externalUrlRegex).test(url)) return true;
  return /^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//');
}

/** Opens a result URL the way {@link SearchNavigation} says. */
export function followUrl(
  url: string,
  nav: SearchNavigation,
  location: Pick<Location, 'assign'> = window.location,
) {
  if (isExternalUrl(url, nav.externalUrlRegex)) location.assign(url);
  else nav.navigate(url);
}

/** Whether a click asks the browser for a new tab or window (then it is left to the browser). */
export function isModifiedClick(event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}) {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}
