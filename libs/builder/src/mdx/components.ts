import { MDX_COMPONENT } from '@sitekit/theme/head';
import { nearest } from './nearest.js';
import { inside, verbatimRanges } from './preprocess.js';
import type { MdxProblem } from './problems.js';

/** The components every page has: the theme's (the names the build's output uses). */
export const themeComponents: readonly string[] = Object.values(MDX_COMPONENT);

/**
 * Names a compiled MDX module takes from its `components` prop: the capitalised JSX names it
 * neither imports nor defines (MDX guards each with `_missingMdxReference`). For `<A.B>`, `A`.
 */
export function expectedComponents(compiled: string): string[] {
  const names = new Set<string>();
  for (const [, name] of compiled.matchAll(/_missingMdxReference\("([^"]+)"/g))
    names.add(name!.split('.')[0]!);
  return [...names];
}

/**
 * One problem per use of a component the page expects and `provided` lacks, placed at its
 * `<Name` in `source` (outside code); a name found nowhere gets a problem without a place.
 */
export function unknownComponents(
  compiled: string,
  source: string,
  file: string,
  provided: ReadonlySet<string>,
): MdxProblem[] {
  return expectedComponents(compiled)
    .filter((name) => !provided.has(name))
    .flatMap((name) => {
      // Only a near miss is worth naming: a typo, not any component at all.
      const closest = nearest(name, provided, Math.max(2, Math.floor(name.length / 3)));
      const hint = closest ? ` (did you mean <${closest}>?)` : '';
      return componentProblems(
        source,
        file,
        name,
        `neither the theme nor the site's mdxComponents provide it${hint}`,
      );
    });
}

/** A problem at each `<name` of `source` outside code, or one without a place when none is found. */
export function componentProblems(
  source: string,
  file: string,
  name: string,
  why: string,
): MdxProblem[] {
  const message = `Unknown MDX component <${name}>: the page does not import it, and ${why}`;
  const verbatim = verbatimRanges(source);
  const lineStarts = [0, ...[...source.matchAll(/\n/g)].map((m) => m.index + 1)];
  const uses = [...source.matchAll(new RegExp(`<${name.replace(/\$/g, '\\$')}(?=[\\s/>.])`, 'g'))];
  const problems = uses
    .filter((m) => !inside(verbatim, m.index))
    .map(({ index }): MdxProblem => {
      const line = lineStarts.findLastIndex((start) => start <= index) + 1;
      return { file, line, column: index - lineStarts[line - 1]! + 1, message };
    });
  return problems.length ? problems : [{ file, message }];
}
