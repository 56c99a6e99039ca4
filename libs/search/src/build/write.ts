/// <reference types="node" />
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { SearchIndexFile, SearchRecord } from '../core/types.js';

/** Writes the index file the local provider fetches (compact JSON); returns its size in bytes. */
export async function writeSearchIndex(
  records: readonly SearchRecord[],
  file: string,
): Promise<number> {
  const body: SearchIndexFile = { version: 1, records: [...records] };
  const json = JSON.stringify(body);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, json);
  return Buffer.byteLength(json);
}
