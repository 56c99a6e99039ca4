/**
 * The incremental build writes what a cold build writes. A copy of this site is built, built
 * again unchanged (reusing everything, writing the same files), then one page's text is edited
 * and the site built again: that build reuses both Vite builds and renders only the edited
 * page; then a stylesheet that no module imports (another stylesheet does) is edited, and the
 * client build runs again. Then the same sources are built cold (no cache, no earlier
 * output) and the two outputs are compared file by file, byte for byte.
 */
import { execFileSync } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
const bin = join(root, 'node_modules/@sitekit/builder/bin/sitekit.mjs');
mkdirSync(join(root, 'tmp'), { recursive: true });

const sitekit = (site: string, server: boolean, command = 'build') =>
  execFileSync(
    process.execPath,
    ['--conditions=@sitekit/source', '--import', 'tsx', bin, command],
    {
      cwd: site,
      env: { ...process.env, NODE_ENV: 'production', SITEKIT_BUILD_SERVER: server ? '1' : '0' },
      encoding: 'utf8',
    },
  );

const filesOf = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)))
    .sort();

/** Every file's bytes but the build marker's, by path. */
const contentsOf = (dir: string) =>
  new Map(
    filesOf(dir)
      .filter((f) => f !== '.build.json')
      .map((f) => [f, readFileSync(join(dir, f)).toString('base64')]),
  );

describe.each([
  ['in its own process', false],
  ['through a build server', true],
])('a build %s', (_, server) => {
  // Inside the repository, so that the copy resolves the workspace's packages.
  const site = mkdtempSync(join(root, 'tmp', 'incremental-'));
  const build = () => sitekit(site, server);
  afterAll(() => {
    if (server) sitekit(site, server, 'stop');
    rmSync(site, { recursive: true, force: true });
  });

  it('rebuilds one edited page like a cold build, reusing the rest', { timeout: 240_000 }, () => {
    const skip = new Set([
      'dist',
      'dist.previous',
      'dist.staging',
      '.cache',
      '.generated',
      'node_modules',
      'e2e',
    ]);
    cpSync(resolve(import.meta.dirname, '..'), site, {
      recursive: true,
      filter: (from) =>
        !skip.has(relative(resolve(import.meta.dirname, '..'), from).split(/[\\/]/)[0]!),
    });
    // A stylesheet only another stylesheet imports, in a folder of no module: Vite reads it
    // without making it a module, and the build must still see it change.
    const sheet = join(site, 'src/styles/extra/more.css');
    mkdirSync(dirname(sheet));
    writeFileSync(sheet, '.tp-more { color: teal; }\n');
    const main = join(site, 'src/styles/site.css');
    writeFileSync(main, `@import './extra/more.css';\n${readFileSync(main, 'utf8')}`);
    build();
    const first = contentsOf(join(site, 'dist'));
    // Built again unchanged: nothing is made again, and the output is the same.
    const again = build();
    expect(again).toContain('reused the client and server build (inputs unchanged)');
    expect(again).toMatch(/rendered 0 of \d+ routes/);
    expect(again).toContain('search index: reused the published one');
    expect(contentsOf(join(site, 'dist'))).toEqual(first);

    appendFileSync(
      join(site, 'content/docs/quick-start.mdx'),
      '\nA sentence added after the first build, to be seen in the second.\n',
    );
    const log = build();
    // Unchanged files are shared with the build before (hard links): it is left as it was, and
    // every other page is as it was.
    expect(contentsOf(join(site, 'dist.previous'))).toEqual(first);
    const edited = contentsOf(join(site, 'dist'));
    const pages = [...first.keys()].filter((f) => f.endsWith('.html'));
    expect(pages.filter((f) => edited.get(f) !== first.get(f))).toEqual([
      'docs/quick-start/index.html',
    ]);
    expect(log).toContain('reused the client and server build (inputs unchanged)');
    expect(log).toMatch(/rendered 1 of \d+ routes/);
    expect(log).toContain('1 of 14 MDX files compiled');

    writeFileSync(sheet, '.tp-more { margin-left: 1.2345em; }\n');
    const restyled = build();
    expect(restyled).not.toContain('reused the client');

    // The home page's code: both Vite builds run again. A build server has imported the old
    // server build, so the build is made again in a new server, which reuses both.
    const home = join(site, 'src/pages/home/index.tsx');
    writeFileSync(
      home,
      readFileSync(home, 'utf8').replace('>Tidepool</h1>', '>Tidepool, edited</h1>'),
    );
    const [recoded, retried] = build().split('building in a new build server');
    expect(recoded).not.toMatch(/^ {2}reused the (client|server)/m);
    if (server) expect(retried).toContain('reused the client and server build (inputs unchanged)');
    else expect(retried).toBeUndefined();

    renameSync(join(site, 'dist'), join(site, 'incremental'));
    for (const dir of ['dist.previous', '.cache', '.generated'])
      rmSync(join(site, dir), { recursive: true, force: true });
    const cold = build();
    expect(cold).toMatch(/rendered (\d+) of \1 routes/);

    const incremental = join(site, 'incremental');
    const fresh = join(site, 'dist');
    const marker = JSON.parse(readFileSync(join(incremental, '.build.json'), 'utf8')) as {
      builds: { assets: string[] }[];
    };
    const carried = new Set(
      marker.builds.slice(1).flatMap((b) => b.assets.map((a) => `assets/${a}`)),
    );
    const freshFiles = filesOf(fresh).filter((f) => f !== '.build.json');
    // Beyond a cold build's files: the earlier builds' assets and page maps, kept for open tabs.
    const extra = filesOf(incremental)
      .filter((f) => f !== '.build.json' && !freshFiles.includes(f))
      .map((f) => f.replace(/\.(br|gz)$/, ''));
    expect(extra.filter((f) => !carried.has(f) && !/^_sk\/pages-\w+\.json$/.test(f))).toEqual([]);
    // The stylesheet and code edits made new app builds: the page maps of the two before are kept.
    expect(extra.filter((f) => f.startsWith('_sk/pages-'))).toHaveLength(6);
    const differing = freshFiles.filter(
      (f) =>
        !readFileSync(join(fresh, f)).equals(readFileSync(join(incremental, f), { flag: 'r' })),
    );
    expect(differing).toEqual([]);
    // The edits are there.
    expect(readFileSync(join(fresh, 'index.html'), 'utf8')).toContain('Tidepool, edited');
    expect(readFileSync(join(fresh, 'docs/quick-start/index.html'), 'utf8')).toContain(
      'A sentence added after the first build',
    );
    const css = filesOf(join(fresh, 'assets')).filter((f) => f.endsWith('.css'));
    expect(
      css.some((f) => readFileSync(join(fresh, 'assets', f), 'utf8').includes('1.2345em')),
    ).toBe(true);
  });
});
