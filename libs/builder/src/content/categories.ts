import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { parse } from 'yaml';
import { categoryMetadataSchema, parseWith, type CategoryMetadata } from '@sitekit/content-model';

const CATEGORY_FILE = /^_category_\.(json|ya?ml)$/;

/**
 * The `_category_.json` / `_category_.yml` files under the docs folder, validated, by folder
 * path relative to it (`guides/02-advanced`). A bad file fails naming it (from `rootDir`).
 */
export async function loadCategories(
  docsDir: string,
  rootDir: string,
): Promise<Map<string, CategoryMetadata>> {
  const entries = await readdir(docsDir, { recursive: true, withFileTypes: true }).catch(() => []);
  const categories = new Map<string, CategoryMetadata>();
  const files = entries
    .filter((e) => e.isFile() && CATEGORY_FILE.test(e.name))
    .map((e) => join(e.parentPath, e.name))
    .sort();
  for (const file of files) {
    const name = relative(rootDir, file);
    const folder = relative(docsDir, dirname(file)).split('\\').join('/');
    if (categories.has(folder))
      throw new Error(`${name}: the folder already has a _category_ file; keep one of them.`);
    const text = await readFile(file, 'utf8');
    let data: unknown;
    try {
      data = file.endsWith('.json') ? JSON.parse(text) : parse(text);
    } catch (error) {
      throw new Error(`${name}: cannot be read: ${(error as Error).message}`, { cause: error });
    }
    categories.set(folder, parseWith(categoryMetadataSchema, data ?? {}, name));
  }
  return categories;
}
