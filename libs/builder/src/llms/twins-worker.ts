import { readFile } from 'node:fs/promises';
import { workerData } from 'node:worker_threads';
import { markdownOf } from './markdown.js';
import type { TwinShare } from './warm-twins.js';
import { twinCache } from './write.js';

/** Converts its share of twins into the cache (see `warmTwinCache`). */
const { cacheDir, componentNames, pages } = workerData as TwinShare;
const { twinOf } = twinCache(
  cacheDir,
  Object.fromEntries(componentNames.map((n) => [n, () => undefined])),
);
for (const { file, meta } of pages) {
  const source = await readFile(file, 'utf8');
  await twinOf(source, meta, (components) => markdownOf(source, meta, { components }));
}
