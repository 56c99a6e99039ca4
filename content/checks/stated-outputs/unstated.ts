/** Finds outputs a page states in a form the checker doesn't read. */
import { blocksOf, depthOf, firstCode, isCallTable, markerOf, renderClaim } from './source.js';

/** A comment that reads like a value: `// 40`, `// 'M 0 0'`, `// true`, `// width: 100`. */
const resultComment =
  /^(=>|->|-?\d|['"[{])|^(true|false|null|undefined|NaN)\b|^[\w.$]+\s*[:=]\s*\S/;
/** Table headers that announce values. */
const resultHeader = /^(Result|Output|Returns? value|Message|Error message)$/;

/**
 * Outputs stated in a way no check reads: value-like comments in ts/tsx fences (other than
 * `// →` markers), tables of results without `| Call | Result |`, `html` fences without a
 * render claim, and prose giving the value of a call to one of `functionNames`.
 */
export function unstatedClaims(page: string, source: string, functionNames: string[]): string[] {
  const problems: string[] = [];
  const { fences, tables, paragraphs } = blocksOf(source);
  const rendered = new Set(paragraphs.filter((p) => renderClaim(p.text)).map((p) => p.next));
  for (const fence of fences) {
    if (fence.lang === 'html' && !rendered.has(fence))
      problems.push(`${page}:${fence.line}: an html fence needs a "\`<X … />\` renders:" line`);
    if (fence.lang !== 'ts' && fence.lang !== 'tsx') continue;
    let continues = false;
    fence.lines.forEach((line, i) => {
      const marker = markerOf(line);
      if (marker || (continues && /^\s*\/\//.test(line))) {
        continues = depthOf(marker?.value ?? '') > 0 || (continues && !marker);
        return;
      }
      continues = false;
      const at = line.search(/(^|[\s;,)])\/\/ /);
      const comment = at < 0 ? '' : line.slice(line.indexOf('//', at) + 2).trim();
      if (resultComment.test(comment))
        problems.push(
          `${page}:${fence.line + 1 + i}: "// ${comment}" looks like an output; write it as "// → value"`,
        );
    });
  }
  const call = new RegExp(`^(?:${functionNames.join('|')})\\(`);
  for (const { line, rows } of tables) {
    const [header, ...body] = rows;
    if (!header || isCallTable(header)) continue;
    if (
      header.some((h) => resultHeader.test(h) || /^`\w+\(\)`$/.test(h)) ||
      body.some((r) => call.test(firstCode(r[0] ?? '') ?? ''))
    )
      problems.push(`${page}:${line}: a table of results needs the header "| Call | Result |"`);
  }
  // "`f(x)` returns `{ y: 1 }`": a call, a verb, then a literal with a digit or a quote.
  const prose = new RegExp(
    `\`((?:${functionNames.join('|')})\\([^\`]*\\))\`[^\`.]{0,40}\\b(?:is|are|returns?|gives?|produces?)\\b[^\`.]{0,25}\`(?:['"]|[^\`]*\\d)[^\`]*\``,
  );
  for (const p of paragraphs) {
    const match = prose.exec(p.text);
    if (match)
      problems.push(
        `${page}:${p.line}: the prose states the value of \`${match[1]}\`; state it in a fence or a Call table`,
      );
  }
  return problems;
}
