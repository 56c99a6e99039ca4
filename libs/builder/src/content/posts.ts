import { basename, dirname, relative } from 'node:path';
import {
  ContentValidationError,
  formatIssues,
  postDateOf,
  postFrontmatterSchema,
  postSlugOf,
  readingTimeOf,
  splitPreview,
  type Author,
  type CollectionConfig,
  type PostFrontmatter,
  type PostSummary,
} from '@sitekit/content-model';
import { readMdx } from './frontmatter.js';
import { listMdx } from './docs.js';

export interface PostFile {
  file: string;
  relativePath: string;
  frontmatter: PostFrontmatter;
  summary: PostSummary;
  /** Body up to the truncate marker, when the post has one. */
  preview?: string;
  body: string;
}

function authorsOf(fm: PostFrontmatter): Author[] {
  if (fm.authors) return fm.authors;
  if (!fm.author) return [];
  const author: Author = { name: fm.author };
  if (fm.author_title) author.title = fm.author_title;
  if (fm.author_url) author.url = fm.author_url;
  if (fm.author_image_url) author.image_url = fm.author_image_url;
  return [author];
}

/** Reads a collection's posts, newest first. Drafts are dropped in production. */
export async function loadPosts(
  dir: string,
  collection: CollectionConfig,
  production: boolean,
): Promise<PostFile[]> {
  const files = await listMdx(dir);
  const posts = await Promise.all(
    files.map(async (file): Promise<PostFile | null> => {
      const { data, body } = await readMdx(file);
      const parsed = postFrontmatterSchema.safeParse(data);
      if (!parsed.success)
        throw new ContentValidationError(file, formatIssues(parsed.error.issues));
      const fm = parsed.data;
      if (fm.draft && production) return null;
      const name = basename(file) === 'index.mdx' ? basename(dirname(file)) : basename(file);
      const date = postDateOf(name, fm.date);
      if (!date)
        throw new ContentValidationError(file, [
          'date: missing (add `date` or a YYYY-MM-DD- file-name prefix)',
        ]);
      const { preview, truncated } = splitPreview(body);
      const summary: PostSummary = {
        title: fm.title,
        path: `${collection.path}/${postSlugOf(name, fm.slug)}`,
        date,
        authors: authorsOf(fm),
        readingTime: readingTimeOf(body),
        truncated,
        tags: fm.tags,
      };
      if (fm.description) summary.description = fm.description;
      const post: PostFile = {
        file,
        relativePath: relative(dir, file),
        frontmatter: fm,
        summary,
        body,
      };
      if (preview !== undefined) post.preview = preview;
      return post;
    }),
  );
  return posts
    .filter((p): p is PostFile => p !== null)
    .sort(
      (a, b) =>
        b.summary.date.localeCompare(a.summary.date) ||
        a.summary.path.localeCompare(b.summary.path),
    );
}
