/** What the host does with a link the frame reports. */
export type LinkAction =
  | { kind: 'navigate'; path: string }
  | { kind: 'open'; url: string }
  | { kind: 'ignore' };

/**
 * Decides what a reported link does: an absolute http(s) URL on the site's own host
 * navigates client-side to its path; other http(s) URLs open in a new tab; anything
 * else (`javascript:`, `data:`, relative or malformed URLs) is ignored.
 */
export function linkAction(url: string, siteHost: string): LinkAction {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { kind: 'ignore' };
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return { kind: 'ignore' };
  if (parsed.host === siteHost)
    return { kind: 'navigate', path: parsed.pathname + parsed.search + parsed.hash };
  return { kind: 'open', url: parsed.href };
}
