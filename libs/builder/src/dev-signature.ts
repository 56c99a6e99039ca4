/**
 * What of a Markdown page its route data and the page index can depend on: the frontmatter,
 * the headings (title, anchors), and the opening blocks (a description taken from the first
 * paragraph). An edit that leaves this alone changes only the page's body, which the dev
 * server shows by hot reload, so the content need not be read again.
 */
export function routeSignature(source: string): string {
  const text = source.replace(/\r\n?/g, '\n');
  const frontmatter = /^---\n[\s\S]*?\n---(?:\n|$)/.exec(text)?.[0] ?? '';
  const body = text.slice(frontmatter.length);
  const headings = body.match(/^#{1,6}[ \t].*$/gm) ?? [];
  const opening = body
    .trim()
    .split(/\n\s*\n/)
    .slice(0, 2);
  return JSON.stringify([frontmatter, headings, opening]);
}
