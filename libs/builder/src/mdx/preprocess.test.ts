import { describe, expect, it } from 'vitest';
import { preprocessMdx } from './preprocess.js';

const lines = (...l: string[]) => l.join('\n');

describe('preprocessMdx', () => {
  it('returns a page without Docusaurus syntax unchanged', () => {
    const source = lines(
      '# Title',
      '',
      'Text with {props.value} and <Tabs />.',
      ':::note',
      'x',
      ':::',
    );
    expect(preprocessMdx(source)).toBe(source);
  });

  it('turns HTML comments into MDX comments of the same length and lines', () => {
    const source = lines('a <!-- one --> b', '<!--', 'two {with} */ braces', '-->', 'c');
    const out = preprocessMdx(source);
    expect(out).toBe(lines('a {/*      */} b', '{/* ', '                    ', '*/}', 'c'));
    expect(out.length).toBe(source.length);
  });

  it('leaves comments in fences, code spans, frontmatter and ESM alone', () => {
    const source = lines(
      '---',
      'description: "<!-- yaml -->"',
      '---',
      "export const html = '<!-- esm -->';",
      '',
      '- item',
      '  ```html',
      '  <!-- fenced in a list -->',
      '  ```',
      '> ~~~',
      '> <!-- fenced in a quote -->',
      '> ~~~',
      'Write `<!-- span -->` or ``a `<!--` b``.',
    );
    expect(preprocessMdx(source)).toBe(source);
  });

  it('treats a fence inside a comment as commented out', () => {
    const source = lines('<!--', '```js', 'old();', '-->', '', 'after <!-- gone -->');
    expect(preprocessMdx(source).split('\n').at(-1)).toBe('after {/*       */}');
  });

  it('escapes a heading id so MDX reads it as text', () => {
    expect(preprocessMdx('## Install {#install}\n')).toBe('## Install \\{#install\\}\n');
    expect(preprocessMdx('> ### Deep {#deep-id}  ')).toBe('> ### Deep \\{#deep-id\\}');
  });

  it('leaves braces that are not a heading id alone', () => {
    const source = lines(
      '## Rows {1 + 1}',
      '## Code `{#x}`',
      'Text {#not-a-heading}',
      '```md',
      '## In a fence {#fenced}',
      '```',
    );
    expect(preprocessMdx(source)).toBe(source);
  });

  it('turns a title after the keyword into a label, whatever the keyword and fence length', () => {
    expect(preprocessMdx(lines(':::tip Use [npx]', 'x', ':::'))).toBe(
      lines(':::tip[Use \\[npx\\]]', 'x', ':::'),
    );
    expect(preprocessMdx('::::caution Careful now')).toBe('::::caution[Careful now]');
    // An unknown keyword keeps its place, so the admonition check can name it.
    expect(preprocessMdx(':::notee Typo')).toBe(':::notee[Typo]');
    for (const kept of [':::note[Label]', ':::note{.x}', '```\n:::note In code\n```'])
      expect(preprocessMdx(kept)).toBe(kept);
  });
});
