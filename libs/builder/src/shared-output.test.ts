import { mkdtempSync } from 'node:fs';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { linkTree, sharingWriter } from './shared-output.js';

const folders = async () => {
  const root = mkdtempSync(join(tmpdir(), 'shared-output-'));
  const published = join(root, 'dist');
  const staging = join(root, 'dist.staging');
  await mkdir(join(published, 'docs'), { recursive: true });
  await mkdir(join(staging, 'docs'), { recursive: true });
  return { root, published, staging };
};
const inode = async (file: string) => (await stat(file)).ino;

it('links a file whose bytes the published build has, and writes one that changed', async () => {
  const { published, staging } = await folders();
  await writeFile(join(published, 'docs/a.html'), '<p>a</p>');
  await writeFile(join(published, 'docs/b.html'), '<p>b</p>');
  const write = sharingWriter(staging, published);
  await write(join(staging, 'docs/a.html'), '<p>a</p>');
  await write(join(staging, 'docs/b.html'), '<p>B</p>');
  await write(join(staging, 'docs/c.html'), '<p>c</p>');
  expect(await inode(join(staging, 'docs/a.html'))).toBe(
    await inode(join(published, 'docs/a.html')),
  );
  expect(await inode(join(staging, 'docs/b.html'))).not.toBe(
    await inode(join(published, 'docs/b.html')),
  );
  expect(await readFile(join(staging, 'docs/b.html'), 'utf8')).toBe('<p>B</p>');
  expect(await readFile(join(published, 'docs/b.html'), 'utf8')).toBe('<p>b</p>');
  expect(await readFile(join(staging, 'docs/c.html'), 'utf8')).toBe('<p>c</p>');
});

it('replaces a linked file instead of writing through it into the file it shares', async () => {
  const { root, staging } = await folders();
  const kept = join(root, 'kept');
  await mkdir(join(kept, 'assets'), { recursive: true });
  await writeFile(join(kept, 'index.html'), 'template');
  await writeFile(join(kept, 'assets/app.js'), 'code');
  await linkTree(kept, staging);
  expect(await inode(join(staging, 'assets/app.js'))).toBe(
    await inode(join(kept, 'assets/app.js')),
  );
  await sharingWriter(staging, undefined)(join(staging, 'index.html'), 'rendered home');
  expect(await readFile(join(staging, 'index.html'), 'utf8')).toBe('rendered home');
  expect(await readFile(join(kept, 'index.html'), 'utf8')).toBe('template');
});
