import { existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { carryOverAssets, precompress, readMarker, swapIn } from '../src/publish.js';

function siteWith(dir: string, assets: string[]) {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), `<p>${dir}</p>`);
  for (const a of assets) writeFileSync(join(dir, 'assets', a), `// ${a}`);
}

/** Publishes three builds in a row, each with its own entry chunk, keeping `keepBuilds`. */
async function threeDeploys(keepBuilds: number) {
  const tmp = mkdtempSync(join(tmpdir(), 'sk-publish-'));
  const dist = join(tmp, 'dist');
  for (const n of [1, 2, 3]) {
    const staging = `${dist}.staging`;
    siteWith(staging, [`entry-${n}.js`, 'shared.js']);
    const builds = await carryOverAssets(staging, dist, keepBuilds);
    await swapIn(staging, dist, {
      id: builds[0]!.id,
      completedAt: '',
      sourceFingerprint: String(n),
      builds,
    });
  }
  return dist;
}

describe('publishing a build', () => {
  it('keeps the assets of the last keepBuilds builds, and no older ones', async () => {
    const two = await threeDeploys(2);
    expect(
      ['entry-1.js', 'entry-2.js', 'entry-3.js'].map((a) => existsSync(join(two, 'assets', a))),
    ).toEqual([false, true, true]);
    const one = await threeDeploys(1);
    expect(['entry-2.js', 'entry-3.js'].map((a) => existsSync(join(one, 'assets', a)))).toEqual([
      false,
      true,
    ]);
    const three = await threeDeploys(3);
    expect(
      ['entry-1.js', 'entry-2.js', 'entry-3.js'].every((a) => existsSync(join(three, 'assets', a))),
    ).toBe(true);
  });

  it('swaps the new build in and keeps the old one beside it, with a completion marker', async () => {
    const dist = await threeDeploys(2);
    expect((await readMarker(dist))?.sourceFingerprint).toBe('3');
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toContain('dist.staging');
    expect((await readMarker(`${dist}.previous`))?.sourceFingerprint).toBe('2');
    expect(existsSync(`${dist}.staging`)).toBe(false);
  });

  it('writes brotli and gzip beside text files, not beside tiny or binary ones', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sk-precompress-'));
    writeFileSync(join(dir, 'page.html'), '<p>hello</p>'.repeat(100));
    writeFileSync(join(dir, 'tiny.js'), 'x');
    writeFileSync(join(dir, 'image.png'), Buffer.alloc(2000));
    await precompress(dir);
    expect(existsSync(join(dir, 'page.html.br'))).toBe(true);
    expect(existsSync(join(dir, 'page.html.gz'))).toBe(true);
    expect(existsSync(join(dir, 'tiny.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'image.png.br'))).toBe(false);
  });

  it('reuses the compressed files of a published build for files that did not change', async () => {
    const tmp = mkdtempSync(join(tmpdir(), 'sk-reuse-'));
    const [published, staged] = [join(tmp, 'dist'), join(tmp, 'staging')];
    for (const dir of [published, staged]) mkdirSync(join(dir, 'assets'), { recursive: true });
    const same = 'export const a = 1;\n'.repeat(40);
    writeFileSync(join(published, 'assets', 'same.js'), same);
    writeFileSync(join(published, 'page.html'), '<p>old</p>'.repeat(60));
    await precompress(published);
    writeFileSync(join(staged, 'assets', 'same.js'), same);
    writeFileSync(join(staged, 'page.html'), '<p>new</p>'.repeat(60));

    expect(await precompress(staged, { reuseFrom: published })).toEqual({
      compressed: 1,
      reused: 1,
    });
    // The unchanged file's brotli is the published one (a hard link); the changed page's is new.
    expect(statSync(join(staged, 'assets', 'same.js.br')).ino).toBe(
      statSync(join(published, 'assets', 'same.js.br')).ino,
    );
    expect(brotliDecompressSync(readFileSync(join(staged, 'page.html.br'))).toString()).toContain(
      '<p>new</p>',
    );
  });

  it('gives the files every page loads first the strongest brotli, other assets a quicker level', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sk-first-load-'));
    mkdirSync(join(dir, 'assets'));
    // Text where brotli 11 and 10 give different bytes.
    const code = Array.from(
      { length: 400 },
      (_, i) => `export const v${i} = "${(i * 7919) % 1000}";`,
    ).join('\n');
    for (const name of ['entry.js', 'page.js']) writeFileSync(join(dir, 'assets', name), code);
    await precompress(dir, { firstLoad: new Set(['assets/entry.js']) });
    const at = (quality: number) =>
      brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } });
    expect(at(11).equals(at(10))).toBe(false);
    expect(readFileSync(join(dir, 'assets', 'entry.js.br')).equals(at(11))).toBe(true);
    expect(readFileSync(join(dir, 'assets', 'page.js.br')).equals(at(10))).toBe(true);
  });

  it('compresses a folder of the build as part of the whole (assets at the strongest level, once)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sk-assets-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets', 'chunk.js'), 'export const b = 2;\n'.repeat(40));
    writeFileSync(join(dir, 'page.html'), '<p>page</p>'.repeat(60));
    expect(await precompress(join(dir, 'assets'), { root: dir })).toEqual({
      compressed: 1,
      reused: 0,
    });
    // The later pass over the whole build leaves the already compressed assets alone.
    expect(await precompress(dir)).toEqual({ compressed: 1, reused: 0 });
  });
});
