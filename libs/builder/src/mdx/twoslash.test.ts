import { describe, expect, it } from 'vitest';
import { runTwoslash, typesRootOf } from './twoslash.js';

const root = typesRootOf(import.meta.filename);
const run = (...lines: string[]) => runTwoslash(lines.join('\n'), 'ts', root);
const problems = async (...lines: string[]) =>
  (await run(...lines)).problems.map((p) => `${p.line ?? '-'}:${p.character ?? '-'} ${p.message}`);

describe('twoslash samples', () => {
  it('report what is wrong at its line in the sample as written, the cut part included', async () => {
    expect(
      await problems(
        'const early = missing;',
        '// ---cut---',
        '// @errors: 2322 2345',
        "const late: number = 'b';",
        '// @colour: red',
      ),
    ).toEqual([
      `0:14 TS2304: Cannot find name 'missing'. (declare it with "// @errors: 2304" if the sample shows it on purpose)`,
      '2:0 "// @errors" expects TS2345, which TypeScript did not report',
      '4:0 Unknown twoslash notation "// @colour": neither a compiler option nor a twoslash option',
    ]);
  }, 30_000);

  it('report a misplaced marker for the whole fence, and a completion list as not shown', async () => {
    expect(await problems('// ---cut---', '//    ^?')).toEqual([
      expect.stringMatching(/^-:- Invalid quick info query: .*\^\?/),
    ]);
    expect(await problems('const totals = 1;', 'totals.toF', '//        ^|')).toEqual(
      expect.arrayContaining([
        '1:10 Completion lists ("// ^|") are not shown on this site: remove the marker',
      ]),
    );
  }, 30_000);

  it('map each line of the sample to the line shown, cut lines to none', async () => {
    const shown = await run(
      'const a = 1;',
      '// ---cut---',
      'const b = a;',
      '//    ^?',
      'const c = b;',
    );
    expect(shown.code).toBe('const b = a;\nconst c = b;');
    expect(shown.shownLine).toEqual([undefined, undefined, 0, undefined, 1]);
    expect(shown.nodes.find((n) => n.type === 'query')).toMatchObject({
      line: 0,
      character: 6,
      text: 'const b: 1',
    });
  }, 30_000);
});
