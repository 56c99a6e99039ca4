import GithubSlugger from 'github-slugger';

/**
 * The ids the MDX pipeline gives a page's h2–h6 (GitHub-style slugs of the heading text),
 * read from the MDX source without compiling it: for quick checks of anchors.
 */
export function headingIds(body: string): Set<string> {
  const slugger = new GithubSlugger();
  const ids = new Set<string>();
  let inFence = false;
  for (const line of body.split('\n')) {
    if (/^```/.test(line)) inFence = !inFence;
    const m = !inFence && /^#{2,6}\s+(.*)$/.exec(line);
    if (!m) continue;
    const text = m[1]!
      .replace(/`/g, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/<[^>]+>/g, '')
      .replace(/\\([<>{}])/g, '$1')
      .trim();
    ids.add(slugger.slug(text));
  }
  return ids;
}
