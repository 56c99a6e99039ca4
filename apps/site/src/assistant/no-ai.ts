/**
 * Pages the local assistant must not quote (paths without trailing slash), for pages
 * whose frontmatter says `no_ai: true`.
 *
 * TODO: the build should carry the `no_ai` flag into the search records (or site data)
 * so this list is derived from frontmatter instead of kept by hand.
 */
export const noAiPaths: ReadonlySet<string> = new Set<string>([]);
