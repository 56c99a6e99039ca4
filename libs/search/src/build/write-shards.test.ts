// @vitest-environment node
import { mkdtemp, readdir, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { fixtureRecords } from '../../tests/support/fixture.js';
import { writeSearchShards } from './write-shards.js';

const inode = async (path: string) => (await stat(path)).ino;

it('links the files an earlier index already has, and writes the others and the manifest', async () => {
  const earlier = await mkdtemp(join(tmpdir(), 'sk-earlier-'));
  const records = fixtureRecords();
  await writeSearchShards(records.slice(0, -1), earlier, { shardBytes: 300 });
  const dir = await mkdtemp(join(tmpdir(), 'sk-next-'));
  await writeSearchShards(records, dir, { shardBytes: 300, linkFrom: earlier });

  const before = new Set(await readdir(earlier));
  const names = await readdir(dir);
  const kept = names.filter((n) => before.has(n) && n !== 'index.json');
  const added = names.filter((n) => !before.has(n));
  expect(kept.length).toBeGreaterThan(0);
  expect(added.length).toBeGreaterThan(0);
  for (const name of kept)
    expect(await inode(join(dir, name))).toBe(await inode(join(earlier, name)));
  for (const name of [...added, 'index.json'])
    expect(await inode(join(dir, name))).not.toBe(await inode(join(earlier, name)).catch(() => -1));
  // The same bytes as an index written from scratch.
  const fresh = await mkdtemp(join(tmpdir(), 'sk-fresh-'));
  await writeSearchShards(records, fresh, { shardBytes: 300 });
  expect((await readdir(fresh)).sort()).toEqual([...names].sort());
  for (const name of names)
    expect(await readFile(join(dir, name), 'utf8')).toBe(await readFile(join(fresh, name), 'utf8'));
});
