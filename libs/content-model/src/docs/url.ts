/** A docs source file, as the URL rule sees it. */
export interface DocSource {
  /** Path relative to the docs folder, with extension: `lambda/cli/render.mdx`. */
  relativePath: string;
  /** Frontmatter `id`, if any. */
  id?: string | undefined;
  /** Frontmatter `slug`, if any. */
  slug?: string | undefined;
}

const numberPrefix = /^\d+\s*[-_.]+\s*(?=[^-_.\s])/;
/** Date- and version-like names (`2021-01-x`, `2-0-migration`) keep their digits, as in Docusaurus. */
const ignoredPrefix = /^\d+[-_.]\d+/;
const stripNumberPrefixes = (segment: string) =>
  ignoredPrefix.test(segment) ? segment : segment.replace(numberPrefix, '');

/** Removes the trailing slash (except for `/`) and collapses duplicate slashes. */
export function canonicalPath(path: string): string {
  const collapsed = path.replace(/\/{2,}/g, '/');
  return collapsed.length > 1 && collapsed.endsWith('/') ? collapsed.slice(0, -1) : collapsed;
}

function splitSource(relativePath: string) {
  const parts = relativePath.split('/');
  const file = parts.pop()!;
  const baseName = file.replace(/\.mdx?$/, '');
  return { dir: parts.map(stripNumberPrefixes), baseName: stripNumberPrefixes(baseName) };
}

/** The doc id: folder + (frontmatter id or file name). Same rule as Docusaurus. */
export function docIdOf(source: DocSource): string {
  const { dir, baseName } = splitSource(source.relativePath);
  return [...dir, source.id ?? baseName].join('/');
}

/** Resolves a relative slug against a folder like a URL would. */
function resolveRelative(slug: string, dirSegments: string[]): string {
  const out = [...dirSegments];
  for (const part of slug.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') out.pop();
    else out.push(part);
  }
  return '/' + out.join('/');
}

/**
 * The URL of a docs page under `basePath`:
 * an absolute `slug` wins; else `index`/`readme` files and files named like their
 * folder resolve to the folder; else folder + (relative slug, frontmatter id or file name).
 */
export function docUrlOf(source: DocSource, basePath = '/docs'): string {
  const { dir, baseName } = splitSource(source.relativePath);
  let slugPath: string;
  if (source.slug?.startsWith('/')) {
    slugPath = source.slug;
  } else if (!source.slug && isCategoryIndex(baseName, dir)) {
    slugPath = '/' + dir.join('/');
  } else {
    slugPath = resolveRelative(source.slug ?? source.id ?? baseName, dir);
  }
  return canonicalPath(`${basePath}/${slugPath}`);
}

function isCategoryIndex(baseName: string, dir: string[]): boolean {
  const name = baseName.toLowerCase();
  const folder = dir.at(-1)?.toLowerCase();
  return name === 'index' || name === 'readme' || (folder !== undefined && name === folder);
}
