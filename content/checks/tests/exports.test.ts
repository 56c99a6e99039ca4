import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageVersions } from '../../package-versions.js';
import {
  coverageOf,
  installedVersion,
  loadApiDocs,
  pagesProblems,
  renderApiIndex,
  withApiIndex,
} from '../api-index.js';
import { loadDocs } from '@sitekit/builder';
import { listPublicExports } from '../exports.js';
import { contentDir, rootDir } from '../paths.js';
import { readerPackageNames, readerPackageVersion } from '../reader-packages.js';

const covered = packageVersions.filter((p) => p.covered);
const coveredNames = new Set(covered.map((p) => p.name));
const all = await loadApiDocs(contentDir);
const api = all.filter((p) => coveredNames.has(p.package));
const docs = await loadDocs(join(contentDir, 'docs'), '/docs');
const byPath = new Map(docs.map((d) => [d.path, d]));

describe('pinned toolkit packages', () => {
  it.each(packageVersions.filter((p) => p.installedApart).map((p) => [p.name, p.version]))(
    '%s is installed apart, in tools/reader-packages, at exactly %s, and not at the root',
    (name, version) => {
      expect(readerPackageNames()).toContain(name);
      expect(readerPackageVersion(name)).toBe(version);
      expect(() => installedVersion(name, rootDir)).toThrow();
    },
  );

  it.each(packageVersions.filter((p) => !p.installedApart).map((p) => [p.name, p.version]))(
    '%s is installed at exactly %s',
    (name, version) => {
      expect(installedVersion(name, rootDir)).toBe(version);
    },
  );

  it('every pinned package is covered by the export-coverage test', () => {
    expect(packageVersions.filter((p) => !p.covered).map((p) => p.name)).toEqual([]);
  });
});

describe('public exports', () => {
  it('lists runtime and type exports of an entry point, re-exports included', () => {
    const exports = listPublicExports(['remotion/no-react'], rootDir);
    expect(exports).toContainEqual({
      entry: 'remotion/no-react',
      name: 'interpolate',
      kind: 'value',
    });
    expect(exports).toContainEqual({
      entry: 'remotion/no-react',
      name: 'VideoConfig',
      kind: 'type',
    });
  });

  it.each(covered.map((p) => [p.name]))(
    'every public export of %s has a page or a reason',
    (name) => {
      const pkg = api.find((p) => p.package === name);
      expect(pkg, `no file in content/api describes ${name}`).toBeDefined();
      const coverage = coverageOf(pkg!, rootDir);
      console.log(
        `export coverage ${name}: ${coverage.documented} documented + ${coverage.notDocumented} not on purpose / ${coverage.exports.length}`,
      );
      expect(coverage.missing, 'exports with neither a page nor a reason').toEqual([]);
      expect(coverage.stale, 'content/api names that are not exported').toEqual([]);
      expect(pagesProblems(pkg!, byPath).map((p) => p.message)).toEqual([]);
    },
  );

  it('content/api describes only pinned packages', () => {
    const pinned = new Set(packageVersions.map((p) => p.name));
    expect(all.map((p) => p.package).filter((n) => !pinned.has(n))).toEqual([]);
  });

  it('/docs/api is generated from content/api (run `npm run gen:api`)', () => {
    const source = readFileSync(join(contentDir, 'docs/api.mdx'), 'utf8');
    expect(withApiIndex(source, renderApiIndex(api))).toBe(source);
  });
});
