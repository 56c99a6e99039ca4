/** Plain text of a Markdown heading: no links, code marks, emphasis, tags or `{#id}`. */
function plainText(heading: string): string {
  return heading
    .replace(/\s+#+\s*$/, '')
    .replace(/\s*\{#[\w-]+\}\s*$/, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/(\*\*|__|\*|_)(\S(?:.*?\S)?)\1/g, '$2')
    .trim();
}

/** The body's title heading: its text, and whether it opens the page (nothing but ESM and comments before it). */
export interface BodyTitle {
  title: string;
  atStart: boolean;
}

/**
 * The first `# Heading` (or `Heading` underlined with `===`) of an MDX body, outside code
 * fences. It is the page title when the frontmatter has none (as in Docusaurus), and when it
 * opens the page the theme leaves out its own h1.
 */
export function bodyTitle(body: string): BodyTitle | undefined {
  const lines = body.split(/\r?\n/);
  let fence: string | undefined;
  let atStart = true;
  // MDX import/export blocks run to the next blank line; comments to their closing mark.
  let block: 'esm' | 'mdx-comment' | 'html-comment' | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const trimmed = line.trim();
    if (fence) {
      if (trimmed.startsWith(fence)) fence = undefined;
      continue;
    }
    if (block) {
      if (block === 'esm' && trimmed === '') block = undefined;
      else if (block === 'mdx-comment' && trimmed.includes('*/}')) block = undefined;
      else if (block === 'html-comment' && trimmed.includes('-->')) block = undefined;
      continue;
    }
    const opening = /^(`{3,}|~{3,})/.exec(trimmed);
    if (opening) {
      fence = opening[1];
      atStart = false;
      continue;
    }
    const atx = /^#\s+(.+)$/.exec(trimmed);
    if (atx && !line.startsWith('    ')) return { title: plainText(atx[1]!), atStart };
    const next = lines[i + 1]?.trim() ?? '';
    if (trimmed && /^=+$/.test(next)) return { title: plainText(trimmed), atStart };
    if (trimmed === '') continue;
    if (atStart && /^(import|export)\s/.test(trimmed)) block = 'esm';
    else if (atStart && trimmed.startsWith('{/*'))
      block = trimmed.includes('*/}') ? undefined : 'mdx-comment';
    else if (atStart && trimmed.startsWith('<!--'))
      block = trimmed.includes('-->') ? undefined : 'html-comment';
    else atStart = false;
  }
  return undefined;
}
