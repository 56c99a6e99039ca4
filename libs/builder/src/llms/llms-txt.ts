import { markdownPathOf } from '@sitekit/theme/head';
/** The site as llms.txt introduces it. */
export interface LlmsSite {
  /** The `# Title` line. */
  title: string;
  /** The `> summary` under the title, when present. */
  description?: string;
  /** The site's origin (or base URL); page URLs given as paths resolve against it. */
  url: string;
}

/** One page listed in llms.txt. */
export interface LlmsPage {
  title: string;
  /** The page's URL (absolute, or a path under `site.url`); the list links its `.md` twin. */
  url: string;
  description?: string;
}

/** One `## Section` of llms.txt, in the order given. */
export interface LlmsSection {
  title: string;
  pages: LlmsPage[];
}

/**
 * The URL of a page's Markdown twin: the page URL without its trailing slash, plus `.md`
 * (`/docs/install/` → `/docs/install.md`; the site root → `/index.md`). Query and
 * hash are dropped. The theme's "Copy page as Markdown" fetches the same address.
 */
export function markdownUrl(pageUrl: string): string {
  const origin = /^[a-z][a-z\d+.-]*:\/\/[^/?#]+/i.exec(pageUrl)?.[0] ?? '';
  return origin + markdownPathOf(pageUrl.slice(origin.length));
}

/**
 * The llms.txt of a site (https://llmstxt.org): `# Title`, `> description`, then one
 * `## Section` per group with a `- [Title](page.md): description` line per page.
 */
export function llmsTxt(site: LlmsSite, sections: readonly LlmsSection[]): string {
  const blocks = [...intro(site)];
  for (const section of sections) {
    if (section.pages.length === 0) continue;
    const lines = section.pages.map((page) => {
      const link = `- [${escapeLabel(oneLine(page.title))}](${markdownUrl(resolve(page.url, site.url))})`;
      const description = page.description && oneLine(page.description);
      return description ? `${link}: ${description}` : link;
    });
    blocks.push(`## ${oneLine(section.title)}`, lines.join('\n'));
  }
  return `${blocks.join('\n\n')}\n`;
}

/** One page's Markdown in llms-full.txt. */
export interface LlmsFullPage {
  /** The page's URL (absolute, or a path under `site.url`), shown as its source. */
  url: string;
  /** The page as `markdownOf` returns it. */
  markdown: string;
}

/**
 * llms-full.txt: the site's intro, then every page's Markdown in the order given, each after
 * a `---` rule and a `Source: <url>` line so a reader can cite it.
 */
export function llmsFullTxt(site: LlmsSite, pages: readonly LlmsFullPage[]): string {
  const blocks = [intro(site).join('\n\n')];
  for (const page of pages) {
    blocks.push(`---\nSource: ${resolve(page.url, site.url)}\n\n${page.markdown.trim()}`);
  }
  return `${blocks.join('\n\n')}\n`;
}

function intro(site: LlmsSite): string[] {
  const description = site.description && oneLine(site.description);
  return description
    ? [`# ${oneLine(site.title)}`, `> ${description}`]
    : [`# ${oneLine(site.title)}`];
}

const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();
const escapeLabel = (value: string) => value.replace(/[[\]\\]/g, '\\$&');

function resolve(url: string, base: string): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(url) || !URL.canParse(base)) return url;
  return new URL(url, base).href;
}
