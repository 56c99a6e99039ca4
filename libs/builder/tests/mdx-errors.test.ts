import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompileMdx } from '../src/mdx/precompile.js';

const fixtures = join(import.meta.dirname, 'fixtures');
const names = ['syntax-error.mdx', 'unknown-component.mdx', 'unknown-admonition.mdx', 'fine.mdx'];
const files = names.map((name) => join(fixtures, 'broken-mdx', name));

let cacheDir = '';
beforeEach(async () => {
  cacheDir = await mkdtemp(join(tmpdir(), 'sk-mdx-errors-'));
});
afterEach(() => rm(cacheDir, { recursive: true, force: true }));

/** The message the compile step fails with. */
const failure = (components?: readonly string[]) =>
  precompileMdx(files, cacheDir, { components, rootDir: fixtures }).then(
    () => expect.fail('the compile step should fail'),
    (error: Error) => error.message,
  );
/** `file:line:column: message` lines of a failure. */
const heads = (message: string) => message.split('\n').filter((l) => /^\S+\.mdx:/.test(l));

// Each test compiles a small site (a few seconds; more on a busy 2-core machine).
describe('MDX problems of a build', { timeout: 30_000 }, () => {
  it('are all reported by one run, each with file:line:column and a code frame', async () => {
    const message = await failure([]);
    expect(message).toMatch(/^MDX compilation failed: 3 problem\(s\) in 3 file\(s\):/);
    expect(heads(message)).toEqual([
      'broken-mdx/syntax-error.mdx:7:40: Unexpected character `.` (U+002E) in attribute name, expected an attribute name character such as letters, digits, `$`, or `_`; `=` to initialize a value; whitespace before attributes; or the end of the tag',
      'broken-mdx/unknown-admonition.mdx:7:1: Unknown admonition keyword ":::notee"; did you mean ":::note"? (known: note, tip, info, warning, caution, danger)',
      "broken-mdx/unknown-component.mdx:11:18: Unknown MDX component <Chrat>: the page does not import it, and neither the theme nor the site's mdxComponents provide it",
    ]);
    // The frame shows the line with a caret under the column.
    expect(message).toContain(
      '> 7 | The value is <Value of={width} and more.\n    |                                        ^',
    );
    expect(message).toContain(
      '> 11 | Here is a chart: <Chrat data={[1, 2]} />\n     |                  ^',
    );
  });

  it('include unknown components of pages compiled by an earlier run, with the nearest name', async () => {
    await failure(['Chart']);
    // unknown-component.mdx compiled fine the first time: it now comes from the cache.
    const message = await failure(['Chart']);
    expect(heads(message)).toContain(
      "broken-mdx/unknown-component.mdx:11:18: Unknown MDX component <Chrat>: the page does not import it, and neither the theme nor the site's mdxComponents provide it (did you mean <Chart>?)",
    );
  });

  it('leave components unchecked when the site does not list its own', async () => {
    const message = await failure();
    expect(message).toMatch(/^MDX compilation failed: 2 problem\(s\) in 2 file\(s\):/);
    expect(message).not.toContain('Chrat');
  });
});

describe('a build of many pages', () => {
  it('compiles them on worker threads and reports the same problems as a build of a few', async () => {
    // More pages than the build compiles in its own process: the same broken pages among them.
    const site = join(cacheDir, 'site');
    await mkdir(join(site, 'broken-mdx'), { recursive: true });
    const many = await Promise.all(
      names.map(async (name) => {
        await copyFile(join(fixtures, 'broken-mdx', name), join(site, 'broken-mdx', name));
        return join(site, 'broken-mdx', name);
      }),
    );
    for (let i = 0; i < 24; i++) {
      const page = join(site, `page-${i}.mdx`);
      await writeFile(page, `# Page ${i}\n\nSome text, and a list:\n\n- one\n- two\n`);
      many.push(page);
    }
    const mdxCache = join(cacheDir, 'mdx');
    const message = await precompileMdx(many, mdxCache, { components: [], rootDir: site }).then(
      () => expect.fail('the compile step should fail'),
      (error: Error) => error.message,
    );
    expect(heads(message)).toEqual(heads(await failure([])));
    // The pages without problems were compiled into the cache by the workers.
    expect(await precompileMdx(many.slice(names.length), mdxCache, { rootDir: site })).toBe(0);
  }, 60_000);
});

describe('type errors of twoslash samples', () => {
  it('are problems of the build with the page line, the sample line and the TypeScript message', async () => {
    const wrong = join(fixtures, 'twoslash', 'wrong-type.mdx');
    const message = await precompileMdx([...files, wrong], cacheDir, {
      components: [],
      rootDir: fixtures,
    }).then(
      () => expect.fail('the compile step should fail'),
      (error: Error) => error.message,
    );
    // Reported with every other problem of the build.
    expect(message).toMatch(/^MDX compilation failed: 4 problem\(s\) in 4 file\(s\):/);
    expect(heads(message)).toContain(
      `twoslash/wrong-type.mdx:11:22: twoslash code block at line 7, line 4 of the sample: TS2322: Type 'string' is not assignable to type 'number'. (declare it with "// @errors: 2322" if the sample shows it on purpose)`,
    );
    expect(message).toContain(
      "> 11 | const size: Size = { width: '1920' };\n     |                      ^",
    );
  }, 60_000);
});
