/**
 * Writing a staged build so that what did not change shares the published build's files (hard
 * links, no bytes written): precompress then sees the same file and links its compressed
 * copies too, without reading or compressing anything. A rebuild after a one-page edit writes
 * that page's files, not the site's.
 */
import { link, mkdir, readdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { eachLimited } from './each-limited.js';
import { linkOrCopy } from './publish.js';

/** Writes one output file (its folder exists). */
export type OutputWriter = (file: string, data: string | Uint8Array) => Promise<void>;

/** Writes the file: what a build without a published one to share with does. */
export const plainWriter: OutputWriter = (file, data) => writeFile(file, data);

/**
 * A writer of files under `stagingDir` that hard-links the file at the same place in
 * `publishedDir` when its bytes are the ones to write, and writes them otherwise. A file
 * already there (a link made by {@link linkTree}) is replaced, never written through.
 */
export function sharingWriter(stagingDir: string, publishedDir: string | undefined): OutputWriter {
  return async (file, data) => {
    await unlink(file).catch(() => {});
    const bytes = typeof data === 'string' ? Buffer.from(data) : data;
    if (publishedDir) {
      const published = join(publishedDir, relative(stagingDir, file));
      const size = await stat(published).then(
        (s) => (s.isFile() ? s.size : -1),
        () => -1,
      );
      if (size === bytes.length) {
        const theirs = await readFile(published).catch(() => undefined);
        if (theirs?.equals(bytes)) {
          const linked = await link(published, file).then(
            () => true,
            () => false,
          );
          if (linked) return;
        }
      }
    }
    await writeFile(file, bytes);
  };
}

/**
 * Fills `to` with hard links to every file under `from` (copies where links cannot be made).
 * What is written over them later must replace them ({@link sharingWriter}), not write through.
 */
export async function linkTree(from: string, to: string): Promise<void> {
  const entries = await readdir(from, { recursive: true, withFileTypes: true });
  const dirs = new Set<string>([to]);
  for (const e of entries)
    if (e.isDirectory()) dirs.add(join(to, relative(from, join(e.parentPath, e.name))));
  for (const dir of dirs) await mkdir(dir, { recursive: true });
  const files = entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
  await eachLimited(files, (file) => linkOrCopy(file, join(to, relative(from, file))), 16);
}
