import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { dependencyKey, dependencySource, pageImports, rewriteImports } from './imports.js';

const page = [
  'import {Fragment as _Fragment, jsx as _jsx} from "react/jsx-runtime";',
  'import {Chart} from "./Chart.tsx";',
  'import logo from "../img/logo.png";',
  'import * as Kit from "kit";',
  'import "./side.css";',
  'export {Legend as Key} from "./Legend.tsx";',
  'export const toc = [];',
  'export default function Page() { return _jsx(Chart, {}); }',
  '',
].join('\n');

describe('pageImports', () => {
  it('lists each import with the names it takes, relative modules made absolute', () => {
    const found = pageImports(page, '/site/docs/page.mdx');
    expect(found.map(({ module, names }) => ({ module, names }))).toEqual([
      { module: 'react/jsx-runtime', names: ['Fragment', 'jsx'] },
      { module: '/site/docs/Chart.tsx', names: ['Chart'] },
      { module: '/site/img/logo.png', names: ['default'] },
      { module: 'kit', names: ['*'] },
      { module: '/site/docs/side.css', names: [] },
      { module: '/site/docs/Legend.tsx', names: ['Legend'] },
    ]);
  });

  it('names the file for `export *` and for a relative dynamic import', () => {
    expect(() => pageImports('export * from "./x.js";', '/a/p.mdx')).toThrow(
      '/a/p.mdx: `export * from "./x.js"` is not supported in a page; export the names one by one',
    );
    expect(() => pageImports('const x = () => import("./x.js");', '/a/p.mdx')).toThrow(
      '/a/p.mdx: `import("./x.js")` is not supported in a page; import it statically',
    );
  });

  it('ignores import-like text in strings', () => {
    const code = 'export const s = "import x from \\"./nope.js\\"; import(\'./nope.js\')";';
    expect(pageImports(code, '/a/p.mdx')).toEqual([]);
  });
});

describe('rewriteImports', () => {
  it('gives a module that runs against its dependency modules', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'page-imports-'));
    const code = [
      'import {double as twice, three} from "./math.js";',
      'import label, {unit} from "./label.js";',
      'import * as all from "./math.js";',
      'export {three as third} from "./math.js";',
      'export const value = `${label}:${twice(three)}${unit}:${Object.keys(all).sort()}`;',
      '',
    ].join('\n');
    const found = pageImports(code, join(dir, 'page.mdx'));
    const sources: Record<string, string> = {
      [join(dir, 'math.js')]: 'export const double = (n) => n * 2; export const three = 3;',
      [join(dir, 'label.js')]: 'export default "six"; export const unit = "!";',
    };
    const files = new Map<string, string>();
    for (const [module, source] of Object.entries(sources)) await writeFile(module, source);
    for (const dep of found) {
      const key = dependencyKey(dep);
      if (files.has(key)) continue;
      const file = join(dir, `dep-${files.size}.js`);
      files.set(key, file);
      await writeFile(file, dependencySource(dep));
    }
    const rewritten = rewriteImports(
      code,
      found,
      (dep) => `./${files.get(dependencyKey(dep))!.split('/').pop()}`,
    );
    expect(rewritten).not.toContain('./math.js');
    await writeFile(join(dir, 'page.js'), rewritten);
    const module = (await import(pathToFileURL(join(dir, 'page.js')).href)) as Record<
      string,
      unknown
    >;
    expect(module.value).toBe('six:6!:double,three');
    expect(module.third).toBe(3);
  });
});
