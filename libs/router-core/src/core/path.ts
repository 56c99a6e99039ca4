/**
 * Normalises a pathname to the canonical form routes use: no trailing slash
 * (except `/`), and legacy `/x/index.html` and `/x.html` mapped to `/x`.
 */
export function normalizePathname(pathname: string): string {
  let path = pathname.replace(/\/{2,}/g, '/') || '/';
  if (path.endsWith('/index.html')) path = path.slice(0, -'index.html'.length);
  else if (path.endsWith('.html')) path = path.slice(0, -'.html'.length);
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  return path || '/';
}

/** A location the router works with. */
export interface RouterLocation {
  pathname: string;
  search: string;
  hash: string;
  /** Identifies the history entry (for scroll restoration). */
  key: string;
}

/** Parses `href` relative to `base` into pathname, search and hash. */
export function parseHref(href: string, base = 'http://localhost/'): Omit<RouterLocation, 'key'> {
  const url = new URL(href, base);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/** Serialises a location back to an href. */
export function hrefOf(location: Pick<RouterLocation, 'pathname' | 'search' | 'hash'>): string {
  return location.pathname + location.search + location.hash;
}

/** Whether only the query string changed between two locations. */
export function onlySearchChanged(
  a: Omit<RouterLocation, 'key'>,
  b: Omit<RouterLocation, 'key'>,
): boolean {
  return a.pathname === b.pathname && a.hash === b.hash && a.search !== b.search;
}

/**
 * `decodeURIComponent` for text from the address bar or a link, which may hold a malformed
 * escape (`#%E0%A4%A`): such text is returned as it is instead of throwing.
 */
export function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
