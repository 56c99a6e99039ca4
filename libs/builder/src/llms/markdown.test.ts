import { describe, expect, it } from 'vitest';
import { markdownOf } from './markdown.js';

const page = { title: 'Rescale', url: 'https://docs.example.com/docs/rescale' };
const md = (source: string, options?: Parameters<typeof markdownOf>[2]) =>
  markdownOf(source, page, options);
/** The Markdown after the `# Title` block. */
const body = (source: string, options?: Parameters<typeof markdownOf>[2]) =>
  md(source, options).replace(/^# Rescale\n\n/, '');

describe('head', () => {
  it('drops the frontmatter and starts with the title, then the description', () => {
    const source = '---\ntitle: Ignored\ndescription: Ignored too\n---\n\nBody text.\n';
    expect(markdownOf(source, { ...page, description: 'Maps  a\nnumber.' })).toBe(
      '# Rescale\n\nMaps  a\nnumber.\n\nBody text.\n',
    );
  });

  it('has no description paragraph when there is none', () => {
    expect(md('---\ntitle: x\n---\nBody.')).toBe('# Rescale\n\nBody.\n');
    expect(markdownOf('Body.', { ...page, description: '  ' })).toBe('# Rescale\n\nBody.\n');
  });

  it('replaces a leading `# Heading` of the body with the page title', () => {
    expect(md('# Old title\n\nText.\n\n# Later h1\n')).toBe('# Rescale\n\nText.\n\n# Later h1\n');
  });

  it('escapes a title that would read as HTML', () => {
    expect(markdownOf('Text.', { ...page, title: '<Legend>' })).toBe('# \\<Legend>\n\nText.\n');
  });
});

describe('MDX syntax', () => {
  it('removes imports and exports', () => {
    const source = "import { A } from './a';\nexport const meta = { a: 1 };\n\nText.\n";
    expect(body(source)).toBe('Text.\n');
  });

  it('removes comments, block and inline, and keeps literals', () => {
    const source = '{/* generated: start */}\n\nA {/* note */} b with from={10} and {"x"}.\n';
    expect(body(source)).toBe('A b with from=10 and x.\n');
  });

  it('keeps text that looks like a directive as written', () => {
    expect(body('A 16:9 chart on http://localhost:3000 and ::name.\n')).toContain(
      'A 16:9 chart on',
    );
    expect(body('Ratio 16:9, port :3000.\n')).toBe('Ratio 16:9, port :3000.\n');
  });
});

describe('Docusaurus MDX 1 syntax', () => {
  it('drops HTML comments but keeps them in code', () => {
    const source = 'A <!-- inline --> b.\n\n<!--\nblock\n-->\n\nUse `<!-- x -->` here.\n';
    expect(body(source)).toBe('A b.\n\nUse `<!-- x -->` here.\n');
  });

  it('leaves a custom heading id out of the heading', () => {
    expect(body('## Set up {#setup}\n\nText.\n')).toBe('## Set up\n\nText.\n');
  });

  it('removes magic comments from code, unless the meta numbers the lines', () => {
    const code = 'a();\n// highlight-next-line\nb();\n// highlight-start\nc();\n// highlight-end';
    expect(body(`\`\`\`js\n${code}\n\`\`\`\n`)).toBe('```js\na();\nb();\nc();\n```\n');
    expect(body(`\`\`\`js {1}\n${code}\n\`\`\`\n`)).toBe(`\`\`\`js\n${code}\n\`\`\`\n`);
  });
});

describe('admonitions', () => {
  it('turns a bare one into a blockquote led by its kind', () => {
    expect(body(':::note\nThe **compiler** checks this.\n:::\n')).toBe(
      '> **Note:** The **compiler** checks this.\n',
    );
  });

  it('puts a title written after the keyword on its own bold line', () => {
    expect(body(':::warning Deprecated API\nUse `b()`.\n\nSecond.\n:::\n')).toBe(
      '> **Warning — Deprecated API**\n>\n> Use `b()`.\n>\n> Second.\n',
    );
  });

  it('reads a bracketed title the same way, markup included', () => {
    expect(body(':::tip[Use `npx`]\nText.\n:::\n')).toBe('> **Tip — Use `npx`**\n>\n> Text.\n');
  });

  it('names caution as its own kind and keeps a leading list apart from the label', () => {
    expect(body(':::caution\n- one\n- two\n:::\n')).toBe('> **Caution:**\n>\n> - one\n> - two\n');
  });

  it('converts every kind', () => {
    const kinds = ['note', 'tip', 'info', 'warning', 'danger'];
    const out = body(kinds.map((k) => `:::${k}\nx\n:::`).join('\n\n'));
    expect(out.match(/^> \*\*\w+:\*\*/gm)).toEqual([
      '> **Note:**',
      '> **Tip:**',
      '> **Info:**',
      '> **Warning:**',
      '> **Danger:**',
    ]);
  });

  it('leaves `:::` inside code blocks alone', () => {
    const fence = '```md\n:::note Title in a fence\nx\n:::\n```';
    expect(body(`${fence}\n\n:::note Real\ny\n:::\n`)).toBe(
      `${fence}\n\n> **Note — Real**\n>\n> y\n`,
    );
  });
});

describe('tabs', () => {
  it('gives each tab a bold label line followed by its content', () => {
    const source = [
      '<Tabs groupId="pm">',
      '<TabItem value="npm" label="npm">',
      '',
      '```bash',
      'npm i tabulary',
      '```',
      '',
      '</TabItem>',
      '<TabItem value="yarn">',
      '',
      'Run `yarn add tabulary`.',
      '',
      '</TabItem>',
      '</Tabs>',
    ].join('\n');
    expect(body(source)).toBe(
      '**npm**\n\n```bash\nnpm i tabulary\n```\n\n**yarn**\n\nRun `yarn add tabulary`.\n',
    );
  });
});

describe('components', () => {
  it('removes a widget without leaving blank lines behind', () => {
    const source = 'Before.\n\n<ChartDemo kind="pie" />\n\n<ColorPicker\n  a="b"\n/>\n\nAfter.\n';
    expect(body(source)).toBe('Before.\n\nAfter.\n');
  });

  it('removes an inline widget without a double space', () => {
    expect(body('Release <Fact of="version" /> is out.\n')).toBe('Release is out.\n');
    expect(body('<Fact /> starts, ends <Fact />\n')).toBe('starts, ends\n');
  });

  it('keeps the content of an unknown wrapper', () => {
    expect(body('<Card title="x">\n\nInside **bold**.\n\n</Card>\n')).toBe('Inside **bold**.\n');
  });

  it('renders components the caller knows, given their attributes and children', () => {
    const components = {
      Fact: ({ of }: Readonly<Record<string, string | true>>) => (of === 'max' ? '512' : undefined),
      Wrap: (_: unknown, children: string) => `> ${children}`,
    };
    expect(body('Up to <Fact of="max" /> MB, <Fact of="other" />.\n', { components })).toBe(
      'Up to 512 MB, .\n',
    );
    expect(body('<Wrap>\n\nSee [x](/docs/x).\n\n</Wrap>\n', { components })).toBe(
      '> See [x](https://docs.example.com/docs/x).\n',
    );
    expect(body('<Wrap>Inline [x](/docs/x) *em*</Wrap> after.\n', { components })).toBe(
      '> Inline [x](https://docs.example.com/docs/x) *em* after.\n',
    );
  });

  it('gives a component the source text of its expression attributes and `true` for bare ones', () => {
    const seen: Readonly<Record<string, string | true>>[] = [];
    const components = {
      Table: (attributes: Readonly<Record<string, string | true>>) => {
        seen.push(attributes);
        return 'table';
      },
    };
    body(`<Table show={['prices', 'id']} compact kind="user" />\n`, { components });
    expect(seen).toEqual([{ show: "['prices', 'id']", compact: true, kind: 'user' }]);
  });

  it('gives HTML elements their Markdown form', () => {
    expect(body('Press <kbd>R</kbd>, see <a href="/docs/a">A</a>, <b>bold</b><br />next\n')).toBe(
      'Press <kbd>R</kbd>, see [A](https://docs.example.com/docs/a), **bold**\\\nnext\n',
    );
    expect(body('<details>\n<summary>More</summary>\n\nHidden text.\n\n</details>\n')).toBe(
      '**More**\n\nHidden text.\n',
    );
  });
});

describe('code blocks', () => {
  it('keeps the content verbatim, JSX and `:::` included', () => {
    const code = [
      "import { A } from 'a';",
      '{/* not a comment to strip */}',
      '<Tabs><TabItem label="x" /></Tabs>',
      ':::note Not an admonition',
      '   indented   ',
      '',
      '',
      'end',
    ].join('\n');
    expect(body(`\`\`\`tsx\n${code}\n\`\`\`\n`)).toBe(`\`\`\`tsx\n${code}\n\`\`\`\n`);
  });

  it('reduces the meta to the language and the title', () => {
    expect(body('```tsx title="src/A.tsx" {1,3} showLineNumbers\nx\n```\n')).toBe(
      '```tsx title="src/A.tsx"\nx\n```\n',
    );
    expect(body("```ts {2} title='b.ts'\nx\n```\n")).toBe('```ts title="b.ts"\nx\n```\n');
    expect(body('```ts twoslash no-check\nx\n```\n')).toBe('```ts\nx\n```\n');
    expect(body('```\nplain\n```\n')).toBe('```\nplain\n```\n');
  });

  it('lengthens the fence around content that holds one', () => {
    expect(body('````md\n```js\nx\n```\n````\n')).toBe('````md\n```js\nx\n```\n````\n');
  });
});

describe('links', () => {
  it('resolves relative links and images against the page URL', () => {
    const source =
      '[a](/docs/a) [b](#usage) [c](./c) [d](../blog) ![e](/img/e.png)\n\n[r]: /docs/r\n';
    expect(body(source)).toBe(
      '[a](https://docs.example.com/docs/a) [b](https://docs.example.com/docs/rescale#usage) ' +
        '[c](https://docs.example.com/docs/c) [d](https://docs.example.com/blog) ' +
        '![e](https://docs.example.com/img/e.png)\n\n[r]: https://docs.example.com/docs/r\n',
    );
  });

  it('leaves absolute links, and every link when the page URL is a path', () => {
    expect(body('[x](https://github.com) [m](mailto:a@b.c)\n')).toBe(
      '[x](https://github.com) [m](mailto:a@b.c)\n',
    );
    expect(markdownOf('[a](/docs/a)', { title: 'T', url: '/docs/b' })).toBe(
      '# T\n\n[a](/docs/a)\n',
    );
  });
});

describe('output', () => {
  it('is stable: the same source gives the same Markdown', () => {
    const source =
      ':::note\nA [link](/x).\n:::\n\n<Tabs><TabItem label="a">\n\nx\n\n</TabItem></Tabs>\n';
    expect(md(source)).toBe(md(source));
    expect(md(source).endsWith('\n')).toBe(true);
    expect(md(source)).not.toMatch(/\n{3,}/);
  });

  it('names the page when its MDX cannot be read', () => {
    expect(() => md('<Unclosed>\n\ntext\n')).toThrow(/docs\/rescale/);
  });
});
