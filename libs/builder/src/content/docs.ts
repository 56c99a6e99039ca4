import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import {
  ContentValidationError,
  docFrontmatterSchema,
  docIdOf,
  docUrlOf,
  parseWith,
  type DocFrontmatter,
} from '@sitekit/content-model';
import { readMdx } from './frontmatter.js';
import { bodyTitle } from './title.js';

/** A docs page read from disk. */
export interface DocFile {
  id: string;
  path: string;
  file: string;
  /** Path relative to the docs folder. */
  relativePath: string;
  /** The validated frontmatter, its `title` filled in from the body's `# Heading` when absent. */
  frontmatter: DocFrontmatter & { title: string };
  body: string;
  /** The body opens with its own `# Title`, so the page needs no second h1. */
  titleInBody: boolean;
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
      const fm = parseWith(docFrontmatterSchema, data, file);
      // As in Docusaurus, a page without a frontmatter title takes its first `# Heading`.
      const heading = bodyTitle(body);
      const title = fm.title ?? heading?.title;
      if (!title)
        throw new ContentValidationError(file, [
          'title: missing: add a `title` to the frontmatter or start the page with a `# Title` heading',
        ]);
      const source = {
        relativePath,
        id: fm.id,
        slug: fm.slug,
        parseNumberPrefixes: fm.parse_number_prefixes,
      };
      return {
        id: docIdOf(source),
        path: docUrlOf(source, basePath),
        file,
        relativePath,
        frontmatter: { ...fm, title },
        body,
        titleInBody: heading !== undefined && (heading.atStart || fm.title === undefined),
      };
    }),
  );
}
