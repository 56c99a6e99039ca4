import type { RouteInfo, SiteConfig } from '@sitekit/content-model';

export const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Absolute URL of a site path. */
export function absoluteUrl(config: SiteConfig, path: string): string {
  return config.url.replace(/\/$/, '') + config.baseUrl.replace(/\/$/, '') + path;
}

/**
 * The hosted assistant's script tag, or undefined with the local assistant: loaded async so
 * it never holds up the page, configured by the vendor's own attributes (their names are
 * validated by the config schema, their values escaped here).
 */
export function assistantScriptTag(config: SiteConfig): string | undefined {
  const { scriptUrl, scriptAttributes } = config.assistant;
  if (!scriptUrl) return undefined;
  const attributes = Object.entries(scriptAttributes)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  return `<script async src="${escapeHtml(scriptUrl)}"${attributes}></script>`;
}

/** The per-route head: title, description, canonical, OpenGraph and Twitter tags, and a hosted assistant's script (not in bare pages). */
export function headTags(config: SiteConfig, route: RouteInfo, title: string): string {
  const { head, data } = route;
  const description = head.description ?? config.tagline;
  const url = absoluteUrl(config, route.path);
  const image = head.image ?? config.image;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<link rel="icon" href="${escapeHtml(config.favicon)}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:type" content="${data.kind === 'doc' || data.kind === 'post' ? 'article' : 'website'}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
  ];
  if (head.keywords?.length)
    tags.push(`<meta name="keywords" content="${escapeHtml(head.keywords.join(', '))}" />`);
  if (data.kind === 'post' || data.kind === 'post-list' || data.kind === 'archive') {
    const feed = absoluteUrl(config, data.collection.path);
    const title = escapeHtml(`${config.title} — ${data.collection.title}`);
    tags.push(
      `<link rel="alternate" type="application/rss+xml" href="${escapeHtml(feed)}/rss.xml" title="${title} RSS Feed" />`,
      `<link rel="alternate" type="application/atom+xml" href="${escapeHtml(feed)}/atom.xml" title="${title} Atom Feed" />`,
    );
  }
  if (head.noIndex || route.path === '/404') tags.push('<meta name="robots" content="noindex" />');
  else
    tags.push(
      `<link rel="canonical" href="${escapeHtml(url)}" />`,
      `<meta property="og:url" content="${escapeHtml(url)}" />`,
    );
  if (image)
    tags.push(
      `<meta property="og:image" content="${escapeHtml(image.startsWith('http') ? image : absoluteUrl(config, image))}" />`,
    );
  // Bare pages are made to be framed (/ai-embed): no second assistant inside the frame.
  const assistant = data.kind === 'page' && data.bare ? undefined : assistantScriptTag(config);
  if (assistant) tags.push(assistant);
  return tags.join('\n    ');
}
