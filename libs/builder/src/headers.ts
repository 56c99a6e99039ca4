import { createHash } from 'node:crypto';
import type { SiteConfig } from '@sitekit/content-model';

/** The sha256 CSP sources of every executable inline script in the given HTML documents. */
export function inlineScriptHashes(documents: Iterable<string>): string[] {
  const hashes = new Set<string>();
  for (const html of documents) {
    for (const [, attrs = '', body = ''] of html.matchAll(
      /<script\b([^>]*)>([\s\S]*?)<\/script>/g,
    )) {
      if (/\ssrc=/.test(attrs)) continue;
      const type = /\stype=["']?([^"'\s>]+)/.exec(attrs)?.[1];
      // Data blocks (JSON, templates) are not executed, so CSP does not govern them.
      if (type && !/^(module|text\/javascript|application\/javascript)$/.test(type)) continue;
      hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}

const originOf = (url: string | undefined): string | undefined => {
  if (!url || !/^https?:\/\//.test(url)) return undefined;
  return new URL(url).origin;
};

/**
 * The Content-Security-Policy of the site: scripts only from the site itself and the given
 * inline-script hashes, plus the hosted services the config names (analytics, Algolia, a
 * hosted assistant, an assistant's answer model), and nobody else may frame a page.
 */
export function contentSecurityPolicy(config: SiteConfig, scriptHashes: string[]): string {
  const scripts = ["'self'", ...scriptHashes];
  const connect = ["'self'"];
  const frames = ["'self'"];
  if (config.analytics.gtag) {
    scripts.push('https://www.googletagmanager.com');
    connect.push('https://*.google-analytics.com', 'https://*.googletagmanager.com');
  }
  const algolia = config.search.algolia;
  if (algolia) connect.push(`https://${algolia.appId}-dsn.algolia.net`, 'https://*.algolianet.com');
  const assistantScript = originOf(config.assistant.scriptUrl);
  if (assistantScript) {
    scripts.push(assistantScript);
    connect.push(assistantScript);
    frames.push(assistantScript);
  }
  const model = originOf(config.assistant.model?.url);
  if (model) connect.push(model);
  const assistantFrame = originOf(config.assistant.frameUrl);
  if (assistantFrame) frames.push(assistantFrame);
  const unique = (list: string[]) => [...new Set(list)].join(' ');
  return [
    "default-src 'self'",
    `script-src ${unique(scripts)}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${unique(connect)}`,
    `frame-src ${unique(frames)}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** Every header the site's pages carry, CSP included. */
export function securityHeaders(
  config: SiteConfig,
  scriptHashes: string[],
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config, scriptHashes),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'SAMEORIGIN',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  };
}

/**
 * The `_headers` file for static hosts that read it (Netlify, Cloudflare Pages) and for the
 * site's own server: the security headers on every path, long caching for hashed assets.
 */
export function headersFile(config: SiteConfig, scriptHashes: string[]): string {
  const lines = ['/*'];
  for (const [name, value] of Object.entries(securityHeaders(config, scriptHashes)))
    lines.push(`  ${name}: ${value}`);
  lines.push('/assets/*', '  Cache-Control: public, max-age=31536000, immutable', '');
  return lines.join('\n');
}
