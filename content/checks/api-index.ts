import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ApiPackageDocs } from '../api/types.js';
import { packageVersions } from '../package-versions.js';
import type { DocFile } from '@sitekit/builder';
import { headingIds } from '@sitekit/builder';
import { listPublicExports, type PublicExport } from './exports.js';

/** All that `content/api/` says about one package, its files merged. */
export interface ApiPackage {
  package: string;
  entries: string[];
  overview?: string;
  documented: Map<string, { page: string; summary: string }>;
  notDocumented: Map<string, string>;
  /** The files that describe it. */
  files: string[];
}

/** Reads every `content/api/*.ts` (but `types.ts`) and merges the files of each package. */
export async function loadApiDocs(contentDir: string): Promise<ApiPackage[]> {
  const dir = join(contentDir, 'api');
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && f !== 'types.ts')
    .sort();
  const byName = new Map<string, ApiPackage>();
  const problems: string[] = [];
  for (const file of files) {
    const mod = (await import(pathToFileURL(join(dir, file)).href)) as {
      default?: ApiPackageDocs;
    };
    const docs = mod.default;
    if (!docs) {
      problems.push(`content/api/${file}: has no default export of an ApiPackageDocs`);
      continue;
    }
    let merged = byName.get(docs.package);
    if (!merged) {
      merged = {
        package: docs.package,
        entries: docs.entries ?? [docs.package],
        documented: new Map(),
        notDocumented: new Map(),
        files: [],
      };
      byName.set(docs.package, merged);
    }
    merged.files.push(`content/api/${file}`);
    if (docs.entries) merged.entries = docs.entries;
    if (docs.overview) merged.overview = docs.overview;
    for (const [key, value] of Object.entries(docs.documented)) {
      if (merged.documented.has(key) || merged.notDocumented.has(key))
        problems.push(`content/api/${file}: "${key}" of ${docs.package} is described twice`);
      merged.documented.set(key, value);
    }
    for (const [key, value] of Object.entries(docs.notDocumented ?? {})) {
      if (merged.documented.has(key) || merged.notDocumented.has(key))
        problems.push(`content/api/${file}: "${key}" of ${docs.package} is described twice`);
      merged.notDocumented.set(key, value);
    }
  }
  if (problems.length) throw new Error(problems.join('\n'));
  const order = packageVersions.map((p) => p.name);
  return [...byName.values()].sort((a, b) => order.indexOf(a.package) - order.indexOf(b.package));
}

/** How one package's public exports are accounted for. */
export interface ExportCoverage {
  package: string;
  exports: PublicExport[];
  documented: number;
  notDocumented: number;
  /** Public exports with neither a page nor a reason. */
  missing: string[];
  /** Keys in content/api that name no public export. */
  stale: string[];
}

const keyMatches = (key: string, e: PublicExport) =>
  key === e.name || key === `${e.entry}:${e.name}`;

/** Compares a package's public exports with what content/api says about them. */
export function coverageOf(pkg: ApiPackage, rootDir: string): ExportCoverage {
  const exports = listPublicExports(pkg.entries, rootDir);
  const keys = [...pkg.documented.keys(), ...pkg.notDocumented.keys()];
  const accounted = (e: PublicExport) => keys.find((k) => keyMatches(k, e));
  return {
    package: pkg.package,
    exports,
    documented: exports.filter((e) => [...pkg.documented.keys()].some((k) => keyMatches(k, e)))
      .length,
    notDocumented: exports.filter((e) =>
      [...pkg.notDocumented.keys()].some((k) => keyMatches(k, e)),
    ).length,
    missing: exports.filter((e) => !accounted(e)).map((e) => `${e.entry}:${e.name} (${e.kind})`),
    stale: keys.filter((k) => !exports.some((e) => keyMatches(k, e))),
  };
}

/** A problem with the pages content/api points at; `pending` when the page is still to be written. */
export interface PageProblem {
  message: string;
  pending: boolean;
}

/**
 * Checks that every page content/api names exists, mentions the export and has the anchor.
 * Pages in `inProgress` (URLs of a wave being written) may be missing for now.
 */
export function pagesProblems(
  pkg: ApiPackage,
  byPath: ReadonlyMap<string, DocFile>,
  inProgress: ReadonlySet<string> = new Set(),
): PageProblem[] {
  const problems: PageProblem[] = [];
  const pages = [...pkg.documented].map(([key, { page }]) => [key, page] as const);
  if (pkg.overview) pages.push(['(overview)', pkg.overview]);
  for (const [key, page] of pages) {
    const [path = '', hash] = page.split('#', 2);
    const doc = byPath.get(path);
    if (!doc) {
      const pending = inProgress.has(path);
      problems.push({
        message: `"${key}" → ${page}: ${pending ? 'page not written yet' : 'no such docs page'}`,
        pending,
      });
      continue;
    }
    const bare = key.split(':').pop()!;
    if (key !== '(overview)' && !doc.body.includes(bare) && !doc.frontmatter.title.includes(bare))
      problems.push({
        message: `"${key}" → ${page}: the page never mentions ${bare}`,
        pending: false,
      });
    if (hash && !headingIds(doc.body).has(hash))
      problems.push({
        message: `"${key}" → ${page}: no heading with id "${hash}"`,
        pending: false,
      });
  }
  return problems;
}

/** The installed version of a package, read from its package.json. */
export function installedVersion(name: string, rootDir: string): string {
  const manifest = JSON.parse(
    readFileSync(join(rootDir, 'node_modules', name, 'package.json'), 'utf8'),
  ) as { version: string };
  return manifest.version;
}

const START =
  '{/* api-index:start (generated by `npm run gen:api` from content/api; do not edit) */}';
const END = '{/* api-index:end */}';

/** Table-cell text that MDX reads as text: no JSX, no expressions, no cell breaks. */
const escapeMdx = (text: string) => text.replace(/[|<>{}]/g, (c) => `\\${c}`);

/** The generated part of `/docs/api`: one section per package, every documented export linked. */
export function renderApiIndex(packages: ApiPackage[]): string {
  const sections = packages.map((pkg) => {
    const pinned = packageVersions.find((p) => p.name === pkg.package);
    const heading = pkg.overview ? `[${pkg.package}](${pkg.overview})` : pkg.package;
    const version =
      pinned && pinned.version !== '4.0.357'
        ? `\n\nFacts on these pages were checked against version ${pinned.version} (${pinned.why}).`
        : '';
    const rows = [...pkg.documented.entries()]
      .map(([key, { page, summary }]) => {
        const name = key.includes(':') ? key : key;
        return `| [\`${name}\`](${page}) | ${escapeMdx(summary)} |`;
      })
      .sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
    return `## ${heading}${version}\n\n| Export | What it is |\n| --- | --- |\n${rows.join('\n')}`;
  });
  return `${START}\n\n${sections.join('\n\n')}\n\n${END}`;
}

/** Replaces the generated part of an MDX source; throws when the markers are missing. */
export function withApiIndex(source: string, index: string): string {
  const start = source.indexOf(START.slice(0, 20));
  const end = source.indexOf(END);
  if (start < 0 || end < 0)
    throw new Error(`content/docs/api.mdx: the markers ${START} … ${END} are missing`);
  return source.slice(0, start) + index + source.slice(end + END.length);
}
