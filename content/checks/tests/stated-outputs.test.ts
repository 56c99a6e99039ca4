/**
 * Every output the `@remotion/shapes` and `@remotion/paths` pages state is reproduced here by
 * calling the pinned packages (conventions in `../stated-outputs/index.ts`), and no page states an
 * output in a form this test doesn't read.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import * as paths from '@remotion/paths';
import * as shapes from '@remotion/shapes';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { contentDir } from '../paths.js';
import {
  checkStatedOutputs,
  mismatch,
  parseExpected,
  statedOutputs,
  unstatedClaims,
  type CheckEnvironment,
} from '../stated-outputs/index.js';

/** Folders whose pages must state outputs this way. */
const checkedFolders = ['docs/shapes', 'docs/paths'];
/** Pages that describe no function of their own (overviews), so need not state an output. */
const withoutOwnOutputs = new Set(['docs/shapes/index.mdx', 'docs/paths/index.mdx']);

const require = createRequire(import.meta.url);
const scope: Record<string, unknown> = { ...paths, ...shapes };
const env: CheckEnvironment = {
  scope,
  load: (specifier) => require(specifier),
  render: (element) => renderToStaticMarkup(element as ReactElement),
};
const functionNames = Object.keys(scope).filter((name) => /^[a-z]/.test(name));

const pages = checkedFolders.flatMap((folder) =>
  readdirSync(join(contentDir, folder))
    .filter((name) => name.endsWith('.mdx'))
    .map((name) => {
      const file = join(contentDir, folder, name);
      return { name: relative(contentDir, file), source: readFileSync(file, 'utf8') };
    }),
);

describe('the conventions', () => {
  it('reads a fence marker, a call table and a render claim', () => {
    const source = [
      '```ts',
      "import { getLength } from '@remotion/paths';",
      "getLength('M 0 0 L 30 40'); // → 50",
      '```',
      '',
      '| Call | Result | Note |',
      '| --- | --- | --- |',
      "| `getLength('M 0 0 L 0 10')` | `10` | prose |",
      '',
      '`<Circle radius={5} />` renders:',
      '',
      '```html',
      '<svg></svg>',
      '```',
    ].join('\n');
    expect(statedOutputs('x.mdx', source).map((o) => [o.kind, o.line, o.expected])).toEqual([
      ['fence', 3, '50'],
      ['table', 8, '10'],
      ['render', 10, '<svg></svg>'],
    ]);
  });

  it('fails a wrong number, whether in a fence or a table', () => {
    const source = [
      '```ts',
      "import { getLength } from '@remotion/paths';",
      "getLength('M 0 0 L 30 40'); // → 51",
      '```',
      '',
      '| Call | Result |',
      '| --- | --- |',
      "| `getLength('M 0 0 L 0 10')` | `11` |",
    ].join('\n');
    const problems = checkStatedOutputs('x.mdx', source, env).map((r) => r.problem);
    expect(problems).toEqual(['value is 50, not 51', 'value is 10, not 11']);
  });

  it('reads multi-line values, errors and shortened numbers and strings', () => {
    const source = [
      '```ts',
      "import { parsePath, getLength } from '@remotion/paths';",
      "parsePath('M 1 2 L 3 4'); // → [",
      "//   { type: 'M', x: 1, y: 2 },",
      "//   { type: 'L', x: 3, y: 4 },",
      '// ]',
      "getLength(''); // → throws 'No path provided'",
      "getLength('M 0 0 L 1 1'); // → 1.414…",
      "parsePath('M 1 2 L 3 4').length.toString(); // → '2…'",
      '```',
    ].join('\n');
    const results = checkStatedOutputs('x.mdx', source, env);
    expect(results.map((r) => r.problem)).toEqual([undefined, undefined, undefined, undefined]);
    expect(mismatch(1.5, parseExpected('1.4…').value)).toMatch(/not 1.4…/);
    expect(mismatch('M 0 0 L 5', parseExpected("'M 0 … L 4'").value)).toMatch(/does not match/);
  });

  it('finds outputs stated in a form no check reads', () => {
    const source = [
      '```ts',
      "getLength('M 0 0 L 30 40'); // 50",
      '// A comment that explains why.',
      '```',
      '',
      '| Path | `getLength()` |',
      '| --- | --- |',
      "| `'M 0 0 L 0 10'` | `10` |",
      '',
      "So `getLength('M 0 0 L 0 10')` is `10`.",
      '',
      '```html',
      '<svg></svg>',
      '```',
    ].join('\n');
    expect(unstatedClaims('x.mdx', source, functionNames)).toEqual([
      'x.mdx:2: "// 50" looks like an output; write it as "// → value"',
      'x.mdx:12: an html fence needs a "`<X … />` renders:" line',
      'x.mdx:6: a table of results needs the header "| Call | Result |"',
      "x.mdx:10: the prose states the value of `getLength('M 0 0 L 0 10')`; state it in a fence or a Call table",
    ]);
  });
});

describe.each(pages)('$name', ({ name, source }) => {
  it('states outputs that the pinned packages reproduce', () => {
    const wrong = checkStatedOutputs(name, source, env)
      .filter((r) => r.problem)
      .map((r) => `${r.output.page}:${r.output.line}: \`${r.output.expression}\`: ${r.problem}`);
    expect(wrong).toEqual([]);
  });

  it('states outputs only in checked forms', () => {
    expect(unstatedClaims(name, source, functionNames)).toEqual([]);
  });

  it.skipIf(withoutOwnOutputs.has(name))('states at least one output', () => {
    expect(statedOutputs(name, source).length).toBeGreaterThan(0);
  });
});

it('counts the stated outputs it checks', () => {
  const count = pages.reduce((n, page) => n + statedOutputs(page.name, page.source).length, 0);
  // Printed for the closing note of the issue; the floor guards against a parser that finds none.
  console.info(`stated outputs checked on ${pages.length} pages: ${count}`);
  expect(count).toBeGreaterThan(pages.length);
});
