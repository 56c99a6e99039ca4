/**
 * Regenerates the index part of `content/docs/api.mdx` from `content/api/*.ts` and prints
 * each package's export coverage (`npm run gen:api`). The export-coverage test fails when
 * the page is out of date.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { coverageOf, loadApiDocs, renderApiIndex, withApiIndex } from './api-index.js';
import { contentDir, rootDir } from './paths.js';
import { packageVersions } from '../package-versions.js';

// Only packages whose coverage is checked appear; a wave flips `covered` on when its pages are in.
const covered = new Set(packageVersions.filter((p) => p.covered).map((p) => p.name));
const packages = (await loadApiDocs(contentDir)).filter((p) => covered.has(p.package));
const file = join(contentDir, 'docs/api.mdx');
const before = readFileSync(file, 'utf8');
const after = withApiIndex(before, renderApiIndex(packages));
if (after !== before) writeFileSync(file, after);
console.log(after === before ? 'content/docs/api.mdx is up to date' : 'wrote content/docs/api.mdx');
for (const pkg of packages) {
  const c = coverageOf(pkg, rootDir);
  console.log(
    `${pkg.package}: ${c.documented} documented, ${c.notDocumented} not documented on purpose, ${c.missing.length} missing / ${c.exports.length} public exports`,
  );
}
