import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { normalizePathname } from '@sitekit/router-core';

/** A rendered page as the link checker sees it. */
export interface RenderedPage {
  path: string;
  /** The authored file, named in messages when there is one. */
  source?: string;
  html: string;
  /** A hash of everything its render read (the prerenderer's cache key): same key, same HTML. */
  renderKey?: string;
}

export interface LinkReport {
  /** Broken internal links: the build fails on these. */
  errors: string[];
  /** Broken anchors and links to Markdown files: printed, not fatal. */
  warnings: string[];
}

/** The part of a page authors control: links inside `<main>` (the chrome is checked by its own tests). */
function mainOf(html: string): string {
  const start = html.indexOf('<main');
  const end = html.lastIndexOf('</main>');
  return start >= 0 && end > start ? html.slice(start, end) : '';
}

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'");

const decodable = (href: string) => {
  try {
    decodeURIComponent(href);
    return true;
  } catch {
    return false;
  }
};

/** `, line N` of the authored file where `href` is written, when it can be found. */
function lineOf(rootDir: string, source: string | undefined, href: string): string {
  if (!source) return '';
  try {
    const lines = readFileSync(join(rootDir, source), 'utf8').split('\n');
    const index = lines.findIndex((l) => l.includes(href));
    return index < 0 ? '' : `, line ${index + 1}`;
  } catch {
    return '';
  }
}

/**
 * Checks every internal link in every page's main content: the target must be a
 * route or a file in the output; its anchor should exist on the target page.
 */
export function checkLinks(pages: RenderedPage[], distDir: string, rootDir: string): LinkReport {
  const ids = new Map<string, Set<string>>();
  for (const page of pages)
    ids.set(
      page.path,
      new Set([...page.html.matchAll(/\sid="([^"]+)"/g)].map((m) => decode(m[1]!))),
    );
  const errors: string[] = [];
  const warnings: string[] = [];
  for (const page of pages) {
    const where = page.source ? `${page.path} (${page.source})` : page.path;
    for (const [, raw] of mainOf(page.html).matchAll(/<a\s[^>]*?href="([^"]*)"/g)) {
      const href = decode(raw!);
      if (!href || href.startsWith('//') || /^[a-z][a-z0-9+.-]*:/i.test(href)) continue;
      if (!decodable(href)) {
        errors.push(
          `Malformed link on ${where}${lineOf(rootDir, page.source, href)}: ${href} (invalid percent-escape)`,
        );
        continue;
      }
      const [beforeHash = '', hash] = href.split('#', 2);
      const pathname = beforeHash.split('?')[0]!;
      if (/\.mdx?$/.test(pathname)) {
        warnings.push(
          `Broken Markdown link on ${where}: ${href} (link to the page's URL, not its file)`,
        );
        continue;
      }
      const target =
        pathname === '' ? page.path : pathname.startsWith('/') ? normalizePathname(pathname) : null;
      if (target === null) {
        warnings.push(`Relative link on ${where}: ${href} (write links relative to the site root)`);
        continue;
      }
      if (!ids.has(target)) {
        if (!existsSync(join(distDir, target))) errors.push(`Broken link on ${where}: ${href}`);
        continue;
      }
      if (hash && !ids.get(target)!.has(decodeURIComponent(hash)))
        warnings.push(
          `Broken anchor on ${where}: ${href} (no element with id "${hash}" on ${target})`,
        );
    }
  }
  return { errors, warnings };
}
