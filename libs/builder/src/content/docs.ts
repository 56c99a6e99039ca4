import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import {
  ContentValidationError,
  docFrontmatterSchema,
  docIdOf,
  docUrlOf,
  formatIssues,
  type DocFrontmatter,
} from '@sitekit/content-model';
import { readMdx } from './frontmatter.js';

/** A docs page read from disk. */
export interface DocFile {
  id: string;
  path: string;
  file: string;
  /** Path relative to the docs folder. */
  relativePath: string;
  frontmatter: DocFrontmatter;
  body: string;
}

/** Lists `.mdx`/`.md` files under `dir`, sorted for deterministic output. */
export async function listMdx(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile() && /\.mdx?$/.test(e.name) && !e.name.startsWith('_'))
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

/** Reads and validates every docs page; a bad file fails with its path and field. */
export async function loadDocs(dir: string, basePath: string, idPrefix = ''): Promise<DocFile[]> {
  const files = await listMdx(dir);
  return Promise.all(
    files.map(async (file) => {
      const { data, body } = await readMdx(file);
      const relativePath = idPrefix + relative(dir, file).split('\\').join('/');
      const parsed = docFrontmatterSchema.safeParse(data);
      if (!parsed.success)
        throw new ContentValidationError(file, formatIssues(parsed.error.issues));
      const fm = parsed.data;
      const source = { relativePath, id: fm.id, slug: fm.slug };
      return {
        id: docIdOf(source),
        path: docUrlOf(source, basePath),
        file,
        relativePath,
        frontmatter: fm,
        body,
      };
    }),
  );
}
