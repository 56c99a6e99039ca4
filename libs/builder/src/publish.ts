/**
 * Atomic publishing of a build: everything is written into a staging folder beside the
 * output, and only a complete build is swapped in, keeping the hashed assets of the last
 * builds so tabs opened before a deploy can still load their chunks.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, type Stats } from 'node:fs';
import {
  copyFile,
  link,
  mkdir,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** The completion marker of a published build, at `<dist>/.build.json` (never served). */
export interface BuildMarker {
  id: string;
  completedAt: string;
  /** Hash of the sources it was built from (tools/source-fingerprint.mjs). */
  sourceFingerprint?: string;
  /** Keys of what some outputs were made from, so the next build can reuse them: `search`. */
  inputs?: Record<string, string>;
  /** The asset files each of the kept builds produced, newest first. */
  builds: { id: string; assets: string[] }[];
}

/** Hard-links `from` to `to` (same bytes, no copy), or copies it where links cannot be made. */
export const linkOrCopy = (from: string, to: string): Promise<void> =>
  link(from, to).catch(() => copyFile(from, to));

export const MARKER_FILE = '.build.json';
export const stagingDirOf = (distDir: string) => `${distDir}.staging`;
export const previousDirOf = (distDir: string) => `${distDir}.previous`;

/** Reads the marker of the published build, if a complete build is there. */
export async function readMarker(distDir: string): Promise<BuildMarker | undefined> {
  try {
    return JSON.parse(await readFile(join(distDir, MARKER_FILE), 'utf8')) as BuildMarker;
  } catch {
    return undefined;
  }
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)))
    .sort();
}

/**
 * Copies into the staged build the assets of the previous builds still in their grace
 * period (`keepBuilds` counts the new one), and returns the new marker's build list.
 */
export async function carryOverAssets(
  stagingDir: string,
  distDir: string,
  keepBuilds: number,
): Promise<BuildMarker['builds']> {
  const own = (await listFiles(join(stagingDir, 'assets'))).filter((f) => !/\.(br|gz)$/.test(f));
  const current = { id: randomUUID(), assets: own };
  const previous = (await readMarker(distDir))?.builds.slice(0, Math.max(0, keepBuilds - 1)) ?? [];
  const have = new Set(own);
  for (const build of previous) {
    for (const asset of build.assets) {
      if (have.has(asset)) continue;
      for (const suffix of ['', '.br', '.gz']) {
        const from = join(distDir, 'assets', asset + suffix);
        if (!existsSync(from)) continue;
        const to = join(stagingDir, 'assets', asset + suffix);
        await mkdir(join(to, '..'), { recursive: true });
        await linkOrCopy(from, to);
      }
      have.add(asset);
    }
  }
  return [current, ...previous];
}

/** Above this size, a file outside `assets/` is taken for a whole-site file. */
const WHOLE_SITE_BYTES = 1024 * 1024;

const compressible = /\.(html|js|mjs|css|json|xml|txt|md|svg|map|webmanifest)$/;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Options of {@link precompress}. */
export interface PrecompressOptions {
  /**
   * A published build whose compressed files are reused for files that did not change (same
   * path, same bytes): hard links instead of compressing again.
   */
  reuseFrom?: string;
  /**
   * The files every page loads first (relative to the output folder), which get the strongest
   * brotli; the other hashed assets get a quicker level. @default every hashed asset the strongest
   */
  firstLoad?: ReadonlySet<string>;
}

async function reuse(
  file: string,
  mine: Stats,
  published: string,
  data: () => Promise<Buffer>,
): Promise<boolean> {
  if (!existsSync(`${published}.br`) || !existsSync(`${published}.gz`)) return false;
  const theirs = await stat(published).catch(() => undefined);
  if (!theirs) return false;
  // A hard link of the published file is its bytes; another file is compared (by size first).
  if (mine.ino !== theirs.ino || mine.dev !== theirs.dev) {
    if (mine.size !== theirs.size) return false;
    const before = await readFile(published).catch(() => undefined);
    if (!before?.equals(await data())) return false;
  }
  for (const suffix of ['.br', '.gz']) await linkOrCopy(published + suffix, file + suffix);
  return true;
}

/**
 * Writes `.br` and `.gz` beside every text file of `dir` (the server sends them as they
 * are), skipping files that have them. Hashed assets, cached for a year, get strong brotli:
 * the strongest (11) for those every page loads first when `firstLoad` names them, and 10 for
 * the others (2 % larger, three times faster); pages a quicker level. Returns how many files
 * were compressed and reused.
 */
export async function precompress(
  dir: string,
  options: PrecompressOptions & { root?: string } = {},
): Promise<{ compressed: number; reused: number }> {
  const root = options.root ?? dir;
  const files = (await listFiles(dir)).filter((f) => compressible.test(f));
  const counts = { compressed: 0, reused: 0 };
  let index = 0;
  const worker = async () => {
    while (index < files.length) {
      const name = files[index++]!;
      const file = join(dir, name);
      if (existsSync(`${file}.br`)) continue; // carried over from a previous build
      const mine = await stat(file);
      if (mine.size < 256) continue;
      let read: Promise<Buffer> | undefined;
      const data = () => (read ??= readFile(file));
      const published = options.reuseFrom && join(options.reuseFrom, relative(root, file));
      if (published && (await reuse(file, mine, published, data))) {
        counts.reused++;
        continue;
      }
      // Whole-site files (llms-full.txt, the search records) are for tools, not a reader's
      // first paint: quicker levels (5 % bigger, half the time on every rebuild).
      const whole = mine.size > WHOLE_SITE_BYTES;
      const quality = !file.includes(`${join(root, 'assets')}/`)
        ? whole
          ? 5
          : 7
        : !options.firstLoad || options.firstLoad.has(relative(root, file))
          ? 11
          : 10;
      const [br, gzipped] = await Promise.all([
        brotli(await data(), { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }),
        gz(await data(), { level: whole ? 6 : 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
      counts.compressed++;
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  return counts;
}

/**
 * Swaps the staged build in: the published one becomes `<dist>.previous` (the server falls
 * back to it for the instant between the two renames) and the staged one `<dist>`.
 */
export async function swapIn(stagingDir: string, distDir: string, marker: BuildMarker) {
  await writeFile(join(stagingDir, MARKER_FILE), JSON.stringify(marker, null, 2));
  const previous = previousDirOf(distDir);
  await rm(previous, { recursive: true, force: true });
  if (existsSync(distDir)) await rename(distDir, previous);
  await rename(stagingDir, distDir);
}
