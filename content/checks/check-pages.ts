/**
 * A quick check of docs pages while writing them, without a build:
 *   node --conditions=@sitekit/source --import tsx content/checks/check-pages.ts [--api <package>]… <file.mdx>…
 * Checks frontmatter, internal links and anchors (against the written pages and the docs
 * URLs still to be written), type-checks the files' ts/tsx fences, and reports the export
 * coverage of the named packages. Exits 1 on any error. The build and `npm test` run the
 * complete checks.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadApiDocs, coverageOf, installedVersion, pagesProblems } from './api-index.js';
import { loadDocs } from '@sitekit/builder';
import { headingIds } from '@sitekit/builder';
import { extractFences, typeCheckFences } from './fences.js';
import { contentDir, rootDir } from './paths.js';
import { packageVersions } from '../package-versions.js';

const args = process.argv.slice(2);
const packages: string[] = [];
const files: string[] = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--api') packages.push(args[++i] ?? '');
  else files.push(resolve(args[i]!));
}

const errors: string[] = [];
const warnings: string[] = [];
const docs = await loadDocs(join(contentDir, 'docs'), '/docs').catch((e: Error) => {
  errors.push(e.message);
  return [];
});
const byPath = new Map(docs.map((d) => [d.path, d]));
const slugsFile = join(rootDir, '../shared/spec/docs-slugs.txt');
const rows = readFileSync(slugsFile, 'utf8')
  .split('\n')
  .map((l) => l.split('\t'))
  .filter((r) => r[0]?.startsWith('/docs'));
const planned = new Set(rows.map((r) => r[0]!.replace(/\/$/, '')));
/** Pages of the waves being written now (SITEKIT_WAVES, e.g. "1-core"): links to them may wait. */
const waveFiles = (process.env['SITEKIT_WAVES'] ?? '1-core').split(',');
const inProgress = new Set(
  waveFiles.flatMap((w) =>
    readFileSync(join(rootDir, `../shared/spec/docs-waves/${w}.txt`), 'utf8')
      .split('\n')
      .map((l) => l.split('\t')[0]!.replace(/\/$/, ''))
      .filter((u) => u.startsWith('/docs')),
  ),
);
const treeText = readFileSync(join(rootDir, '../shared/spec/sidebars-tree.md'), 'utf8');
const treeIds = new Set([
  ...[...treeText.matchAll(/^\s*- ([\w./-]+)(?: \(pro\))?\s*$/gm)].map((m) => m[1]!),
  ...[...treeText.matchAll(/\(link: ([\w./-]+)\)/g)].map((m) => m[1]!),
]);

for (const file of files) {
  const doc = docs.find((d) => d.file === file);
  const name = file.replace(`${rootDir}/`, '');
  if (!doc) {
    errors.push(`${name}: not a docs page under content/docs (or its frontmatter failed above)`);
    continue;
  }
  const body = doc.body;
  const row = rows.find((r) => r[0]!.replace(/\/$/, '') === doc.path);
  if (!row) errors.push(`${name}: its URL ${doc.path} is not a row of docs-slugs.txt`);
  else {
    if (row[2] !== doc.frontmatter.title)
      warnings.push(`${name}: title "${doc.frontmatter.title}" differs from the row's "${row[2]}"`);
    if (row[3] && row[3] !== '-' && doc.frontmatter.crumb !== row[3])
      errors.push(`${name}: crumb must be the row's "${row[3]}" (frontmatter \`crumb\`)`);
    if (row[4] && row[4] !== '-' && !treeIds.has(doc.id))
      errors.push(`${name}: id "${doc.id}" is not in sidebars-tree.md (set \`id\` in frontmatter)`);
  }
  console.log(`${name} → ${doc.path} (id ${doc.id})`);
  if (/^#\s/m.test(body.replace(/```[\s\S]*?```/g, '')))
    errors.push(`${name}: has a "# " heading; the title is the page's only h1`);
  const words = body
    .replace(/```[\s\S]*?```/g, '')
    .split(/\s+/)
    .filter(Boolean).length;
  if (words < 80) warnings.push(`${name}: only ${words} words of prose`);
  const links = [
    ...body.matchAll(/\]\((\/[^)\s]*)\)/g),
    ...body.matchAll(/href=["'](\/[^"']*)["']/g),
  ].map((m) => m[1]!);
  for (const link of links) {
    const [path = '', hash] = link.split('#', 2);
    const target = path.replace(/\/$/, '') || '/';
    if (!target.startsWith('/docs')) continue;
    const page = byPath.get(target === '/docs' ? '/docs' : target);
    if (page) {
      if (hash && !headingIds(page.body).has(hash))
        errors.push(`${name}: link ${link}: no heading with id "${hash}" on ${target}`);
    } else if (inProgress.has(target))
      warnings.push(`${name}: link ${link} points at a page of this wave not written yet`);
    else if (planned.has(target))
      errors.push(
        `${name}: link ${link}: that page belongs to a later wave; name it without a link for now`,
      );
    else errors.push(`${name}: link ${link}: no such docs page, written or planned`);
  }
}

const fences = files.flatMap((f) =>
  extractFences(f.replace(`${contentDir}/`, ''), readFileSync(f, 'utf8')),
);
const report = typeCheckFences(fences, rootDir);
errors.push(...report.errors);
for (const s of report.skipped)
  warnings.push(`${s.fence.page} fence ${s.fence.index + 1} not checked: ${s.reason}`);

if (packages.length) {
  const api = await loadApiDocs(contentDir);
  for (const name of packages) {
    const pinned = packageVersions.find((p) => p.name === name);
    if (!pinned) errors.push(`${name}: not in content/package-versions.ts`);
    else if (installedVersion(name, rootDir) !== pinned.version)
      errors.push(
        `${name}: installed ${installedVersion(name, rootDir)}, pinned ${pinned.version}`,
      );
    const pkg = api.find((p) => p.package === name);
    if (!pkg) {
      errors.push(`${name}: no file in content/api describes it`);
      continue;
    }
    const c = coverageOf(pkg, rootDir);
    console.log(
      `${name}: ${c.documented} documented + ${c.notDocumented} not on purpose / ${c.exports.length} public exports`,
    );
    for (const m of c.missing) errors.push(`${name}: export ${m} has neither a page nor a reason`);
    for (const s of c.stale)
      errors.push(`${name}: content/api names "${s}", which is not exported`);
    for (const p of pagesProblems(pkg, byPath, inProgress))
      (p.pending ? warnings : errors).push(`${name}: ${p.message}`);
  }
}

for (const w of warnings) console.log(`warning: ${w}`);
for (const e of errors) console.log(`error: ${e}`);
console.log(
  `${files.length} pages, ${report.checked} fences type-checked, ${report.skipped.length} skipped, ${errors.length} errors, ${warnings.length} warnings`,
);
process.exit(errors.length ? 1 : 0);
