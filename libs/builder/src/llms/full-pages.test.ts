import { readFileSync } from 'node:fs';
import type { Code } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { markdownOf } from './markdown.js';

// Full-size pages of a made-up library (tests/fixtures/llms), modelled on real docs pages,
// each chosen for one feature: tabs, a titled admonition, an API page.
const pages = {
  tabs: 'installation.mdx',
  admonition: 'read-dataset-info.mdx',
  api: 'rescale.mdx',
};
const docs = new URL('../../tests/fixtures/llms/', import.meta.url);

const mdxParser = unified()
  .use(remarkParse)
  .use(remarkMdx)
  .use(remarkFrontmatter)
  .use(remarkGfm)
  .use(remarkDirective);
const mdParser = unified().use(remarkParse).use(remarkGfm);

/** Each code block as language and content, in document order. */
function fencesOf(tree: ReturnType<typeof mdParser.parse>) {
  const fences: { lang: string | null | undefined; value: string }[] = [];
  visit(tree, 'code', (node: Code) => {
    fences.push({ lang: node.lang, value: node.value });
  });
  return fences;
}

function load(file: string) {
  const source = readFileSync(new URL(file, docs), 'utf8');
  const field = (name: string) =>
    new RegExp(`^${name}: *"?(.*?)"?$`, 'm').exec(source.split('\n---')[0] ?? '')?.[1];
  const title = field('title')!;
  const description = field('description');
  const url = `https://docs.example.com/docs/${file.replace(/\.mdx$/, '')}`;
  const markdown = markdownOf(source, { title, description, url });
  // What a reader sees outside code blocks.
  const prose = markdown.replace(/^(`{3,})[^\n]*\n[\s\S]*?^\1$/gm, '');
  return { source, title, description, markdown, prose };
}

describe.each(Object.entries(pages))('the full %s page', (_, file) => {
  const { source, title, description, markdown, prose } = load(file);

  it('starts with the title, then the description', () => {
    expect(title).toBeTruthy();
    expect(markdown.startsWith(`# ${title}\n\n${description}\n\n`)).toBe(true);
  });

  it('keeps every code block, content and language, in order', () => {
    const before = fencesOf(mdxParser.parse(source));
    expect(before.length).toBeGreaterThan(0);
    expect(fencesOf(mdParser.parse(markdown))).toEqual(before);
    for (const { value } of before) expect(markdown).toContain(value);
  });

  it('leaves no frontmatter, MDX syntax or relative link outside code', () => {
    expect(prose).not.toMatch(/^---$/m);
    expect(prose).not.toMatch(/^(import|export) /m);
    expect(prose).not.toMatch(/<\/?(Tabs|TabItem)\b/);
    expect(prose).not.toMatch(/^:::/m);
    expect(prose).not.toMatch(/\{\/\*/);
    expect(prose).not.toMatch(/\]\(\/(?!\/)/);
    expect(markdown).not.toMatch(/\n{3,}(?![\s\S]*```)/);
  });

  it('keeps the fence languages and titles, and nothing else of the meta', () => {
    const openings = [...source.matchAll(/^```(\S+)(.*)$/gm)].map(([, lang, meta]) => {
      const title = /title="[^"]*"/.exec(meta ?? '')?.[0];
      return title ? `\`\`\`${lang} ${title}` : `\`\`\`${lang}`;
    });
    expect([...markdown.matchAll(/^```\S+.*$/gm)].map(([line]) => line)).toEqual(openings);
  });
});

describe('features of the full pages', () => {
  it('turns the tabs into one bold label per package manager', () => {
    const { markdown } = load(pages.tabs);
    expect(markdown.match(/^\*\*(npm|pnpm|yarn|bun)\*\*$/gm)).toEqual([
      '**npm**',
      '**pnpm**',
      '**yarn**',
      '**bun**',
    ]);
    expect(markdown).toContain('**npm**\n\n```bash\nnpm i --save-exact tabulary@');
  });

  it('turns the titled admonition into a blockquote with its kind and title', () => {
    const { markdown } = load(pages.admonition);
    expect(markdown).toMatch(/^> \*\*Warning — Deprecated\*\*\n>\n> \S/m);
  });

  it('links the API page to other pages by absolute URL', () => {
    const { source, markdown } = load(pages.api);
    const relative = [...source.matchAll(/\]\((\/docs\/[^)\s]*)\)/g)].map(([, href]) => href!);
    expect(relative.length).toBeGreaterThan(0);
    for (const href of relative) expect(markdown).toContain(`](https://docs.example.com${href})`);
  });
});
