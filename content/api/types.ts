/**
 * What one file of `content/api/` says about a package's public exports. Several files may
 * describe one package (split by area); together they must account for every public export
 * of its entry points: each is documented on a page or listed, with a reason, as not
 * documented on purpose. `/docs/api` is generated from these files (`npm run gen:api`).
 */
export interface ApiPackageDocs {
  /** The npm package, as in `content/package-versions.ts`. */
  package: string;
  /**
   * Entry points whose exports count, e.g. `['remotion', 'remotion/no-react']`.
   * @default [package]
   */
  entries?: string[];
  /** The package's overview page, when it has one. */
  overview?: string;
  /**
   * Export name (or `entry:name` for an export of one subpath only) → the page documenting it
   * (`/docs/…`, with a `#heading-id` when a section of the page covers it) and one line on what it is.
   */
  documented: Record<string, { page: string; summary: string }>;
  /** Export name (or `entry:name`) → why it has no page (internal, deprecated alias, …). */
  notDocumented?: Record<string, string>;
}
