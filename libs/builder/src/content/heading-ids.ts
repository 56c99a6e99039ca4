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
    // A Docusaurus custom id (`## Title {#my-id}`) is the id, as the MDX pipeline sets it.
    const custom = /\s*\\?\{#([^\s{}]+)\}\s*$/.exec(m[1]!);
    if (custom) {
      ids.add(custom[1]!);
      continue;
    }
    // Code spans are text (`<Legend.Item>` keeps its name); other angle brackets are JSX.
    const spans: string[] = [];
    const text = m[1]!
      .replace(/`([^`]*)`/g, (_, code: string) => `\uE000${spans.push(code) - 1}\uE000`)
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/<[^>]+>/g, '')
      .replace(/\\([<>{}])/g, '$1')
      .replace(/\uE000(\d+)\uE000/g, (_, i: string) => spans[Number(i)]!)
      .trim();
    ids.add(slugger.slug(text));
  }
  return ids;
}
