/**
 * Docusaurus 3's MDX 1 compatibility, as text rewrites before MDX parses a page (Docusaurus
 * does the same): `<!-- comments -->`, `## Heading {#custom-id}` and `:::note Title`. Lines
 * keep their numbers, so MDX's error positions still point into the page as written.
 *
 * The rewrites skip what MDX reads verbatim: frontmatter, fenced code, code spans and ESM.
 * A line scan finds those: a full Markdown parse would add about a tenth to every compile.
 */

/** `[start, end)` offsets of the source that are never rewritten. */
export type Ranges = [number, number][];

const fenceOpen = /^[ \t]*(?:>[ \t]?)*[ \t]*(?:(?:[-*+]|\d+[.)])[ \t]+)*(`{3,}|~{3,})(.*)$/;
const fenceClose = /^[ \t]*(?:>[ \t]?)*[ \t]*(`{3,}|~{3,})[ \t]*$/;
const headingId = /^([ \t]*(?:>[ \t]?)*[ \t]*#{1,6}[ \t].*?)\{#([^\s{}\\]+)\}[ \t]*$/;
/** `:::name Title` (any name: an unknown keyword must reach the admonition check with its title). */
const titledDirective = /^([ \t]*(?:>[ \t]?)*[ \t]*:{3,}[A-Za-z][\w-]*)[ \t]+([^[{\s].*?)[ \t]*$/;

/** Rewrites Docusaurus's MDX 1 syntax into what MDX 3 and the pipeline's plugins read. */
export function preprocessMdx(source: string): string {
  if (!/<!--|\{#|^[ \t>]*:{3,}[A-Za-z][\w-]*[ \t]+\S/m.test(source)) return source;
  const verbatim = verbatimRanges(source);
  // Removing comments keeps every offset, so the ranges hold for the second step too.
  return rewriteLines(removeComments(source, verbatim), verbatim);
}

/** `<!-- … -->` → `{/* … *\/}` of the same length and line breaks: a comment MDX drops. */
function removeComments(source: string, verbatim: Ranges): string {
  let out = '';
  let from = 0;
  for (let at = source.indexOf('<!--'); at !== -1; at = source.indexOf('<!--', at + 4)) {
    if (at < from || inside(verbatim, at)) continue;
    const end = source.indexOf('-->', at + 4);
    if (end === -1) break;
    // The body becomes spaces (braces or `*/` in it would end the expression early).
    const body = source.slice(at + 3, end).replace(/[^\n]/g, ' ');
    out += `${source.slice(from, at)}{/*${body}*/}`;
    from = end + 3;
  }
  return out + source.slice(from);
}

/** Heading ids and admonition titles, on lines outside verbatim ranges. */
function rewriteLines(source: string, verbatim: Ranges): string {
  let offset = 0;
  return source
    .split('\n')
    .map((raw) => {
      const start = offset;
      offset += raw.length + 1;
      if (inside(verbatim, start)) return raw;
      const [line, cr] = withoutCr(raw);
      const id = headingId.exec(line);
      // The escaped form is text to MDX; `remarkHeadingIds` takes it off the heading.
      if (id && !inside(verbatim, start + id[1]!.length)) return `${id[1]}\\{#${id[2]}\\}${cr}`;
      const titled = titledDirective.exec(line);
      if (titled) return `${titled[1]}[${titled[2]!.replace(/[[\]]/g, '\\$&')}]${cr}`;
      return raw;
    })
    .join('\n');
}

/** A line without the `\r` of a CRLF ending, and that ending. */
const withoutCr = (line: string): [string, string] =>
  line.endsWith('\r') ? [line.slice(0, -1), '\r'] : [line, ''];

/** Whether offset `at` lies in one of `ranges`. */
export const inside = (ranges: Ranges, at: number) => ranges.some(([s, e]) => at >= s && at < e);

/**
 * What MDX reads verbatim: the frontmatter, fenced code (with its fences), ESM blocks
 * (`import`/`export` up to a blank line) and code spans.
 */
export function verbatimRanges(source: string): Ranges {
  const ranges: Ranges = [];
  const lines = source.split('\n');
  const text = (n: number) => withoutCr(lines[n]!)[0];
  let offset = 0;
  let i = 0;
  const next = () => {
    offset += lines[i]!.length + 1;
    i++;
  };
  const block = (until: (line: string) => boolean) => {
    const start = offset;
    next();
    while (i < lines.length && !until(text(i))) next();
    if (i < lines.length) next();
    ranges.push([start, offset]);
  };
  if (lines[0]?.trimEnd() === '---') block((line) => line.trimEnd() === '---');
  while (i < lines.length) {
    const line = text(i);
    const fence = fenceOpen.exec(line);
    if (fence && !(fence[1]![0] === '`' && fence[2]!.includes('`'))) {
      const [marks] = fence[1]!;
      const length = fence[1]!.length;
      block((l) => {
        const close = fenceClose.exec(l)?.[1];
        return close !== undefined && close[0] === marks && close.length >= length;
      });
    } else if (/^(?:import|export)\s/.test(line)) {
      block((l) => l.trim() === '');
    } else {
      const spans = codeSpans(line);
      for (const [s, e] of spans) ranges.push([offset + s, offset + e]);
      const comment = line.lastIndexOf('<!--');
      const open =
        comment !== -1 && !inside(spans, comment) && !line.slice(comment + 4).includes('-->');
      next();
      // A fence inside a multi-line comment is commented out, not code.
      if (open) while (i < lines.length && !lines[i]!.includes('-->')) next();
    }
  }
  return ranges;
}

/** Code spans of one line: a run of backticks up to the next run of the same length. */
function codeSpans(line: string): Ranges {
  const spans: Ranges = [];
  const runs = [...line.matchAll(/(?<!\\)`+/g)];
  for (let r = 0; r < runs.length; r++) {
    const open = runs[r]!;
    const close = runs.findIndex((run, k) => k > r && run[0].length === open[0].length);
    if (close === -1) continue;
    spans.push([open.index, runs[close]!.index + runs[close]![0].length]);
    r = close;
  }
  return spans;
}
