import { describe, expect, it } from 'vitest';
import { applyMagicComments, displayedCode, keptLines } from './magic-comments.js';

const lines = (...l: string[]) => l.join('\n');

describe('magic comments', () => {
  it('highlight the next line, or a block, and leave the code', () => {
    const code = lines(
      'a',
      '// highlight-next-line',
      'b',
      '// highlight-start',
      'c',
      'd',
      '// highlight-end',
      'e',
    );
    const result = applyMagicComments(code, 'ts');
    expect(result.code).toBe(lines('a', 'b', 'c', 'd', 'e'));
    expect([...result.highlight]).toEqual([2, 3, 4]);
  });

  it('take the comment forms of the language', () => {
    const cases: [string, string][] = [
      ['jsx', '    {/* highlight-next-line */}'],
      ['tsx', '/* highlight-next-line */'],
      ['bash', '# highlight-next-line'],
      ['yaml', '  # highlight-next-line'],
      ['html', '<!-- highlight-next-line -->'],
      ['sql', '-- highlight-next-line'],
      ['unknown-language', '# highlight-next-line'],
    ];
    for (const [lang, comment] of cases) {
      const result = applyMagicComments(lines('x', comment, 'y'), lang);
      expect(result, lang).toEqual({ code: 'x\ny', highlight: new Set([2]) });
    }
  });

  it('leave comments of another language, and comments that share a line with code', () => {
    const bash = lines('// highlight-next-line', 'x');
    expect(applyMagicComments(bash, 'bash').code).toBe(bash);
    const inline = 'call(); // highlight-next-line';
    expect(applyMagicComments(inline, 'js')).toEqual({ code: inline, highlight: new Set() });
  });

  it('stay as written when the fence meta gives line ranges', () => {
    const code = lines('// highlight-next-line', 'x');
    expect(displayedCode(code, 'js', '{2}')).toBe(code);
    expect(displayedCode(code, 'js', 'title="a.js"')).toBe('x');
  });
});

describe('the code a twoslash fence shows', () => {
  it('leaves out the cut part and the notations, as the rendered block does', () => {
    const code = lines(
      'type P = { n: number };',
      '// ---cut---',
      '// @errors: 2322',
      '// highlight-next-line',
      "const a: P = { n: '1' };",
      '//    ^?',
    );
    expect(displayedCode(code, 'ts', 'twoslash title="a.ts"')).toBe("const a: P = { n: '1' };");
    // `twoslash` as a word of the meta, not inside a title.
    expect(displayedCode('// @errors: 2322', 'ts', 'title="twoslash.ts"')).toBe('// @errors: 2322');
  });

  it('maps the lines a twoslash sample keeps to the lines of the fence', () => {
    expect(keptLines(lines('a', '// highlight-next-line', 'b'), 'ts')).toEqual([1, 3]);
    expect(keptLines(lines('a', 'b'), 'ts')).toEqual([1, 2]);
  });
});
