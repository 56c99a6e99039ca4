/** Resolves a site path (`/ai-embed`) against the base URL (`/sub/` → `/sub/ai-embed`); absolute URLs pass through. */
export function withBase(baseUrl: string, url: string): string {
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(url)) return url;
  return baseUrl.replace(/\/$/, '') + '/' + url.replace(/^\//, '');
}
