/**
 * A small CSS reader for the theme's own stylesheets: rules with their selectors, their
 * declarations and the at-rules (`@media`, `@layer`) around them. Enough for flat,
 * hand-written CSS; not a general parser (no nesting of style rules, no `@import`).
 */

/** One declaration, in the order written. */
export interface Declaration {
  property: string;
  value: string;
}

/** A style rule and the at-rule preludes it sits in, outermost first. */
export interface CssRule {
  selectors: string[];
  declarations: Declaration[];
  /** E.g. `['@layer sitekit', '@media (max-width: 996px)']`. */
  atRules: string[];
}

const stripComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '');

/** Splits `a, b:is(c, d)` at top-level commas only. */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === separator && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((p) => p.trim()).filter(Boolean);
}

function parseDeclarations(block: string): Declaration[] {
  return splitTopLevel(block, ';').flatMap((part) => {
    const colon = part.indexOf(':');
    if (colon < 0) return [];
    const property = part.slice(0, colon).trim();
    const value = part
      .slice(colon + 1)
      .replace(/\s*!important\s*$/, '')
      .replace(/\s+/g, ' ')
      .trim();
    return property ? [{ property, value }] : [];
  });
}

/** Index of the `}` closing the block opened at `open`. */
function closingBrace(css: string, open: number): number {
  let depth = 0;
  let quote: string | null = null;
  for (let i = open; i < css.length; i++) {
    const c = css[i]!;
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
  }
  throw new Error(`Unbalanced braces in CSS after offset ${open}.`);
}

/** Every style rule of a stylesheet, with the at-rules it is inside. Keyframes are skipped. */
export function parseCss(source: string, atRules: string[] = []): CssRule[] {
  const css = stripComments(source);
  const rules: CssRule[] = [];
  let i = 0;
  while (i < css.length) {
    const open = css.indexOf('{', i);
    if (open < 0) break;
    // A statement at-rule (`@import …;`, `@layer a, b;`) before the block is not its prelude.
    const prelude = css.slice(i, open).split(';').pop()!.trim();
    const close = closingBrace(css, open);
    const body = css.slice(open + 1, close);
    if (prelude.startsWith('@')) {
      if (!/^@(-\w+-)?keyframes\b/.test(prelude) && !prelude.startsWith('@font-face')) {
        rules.push(...parseCss(body, [...atRules, prelude.replace(/\s+/g, ' ')]));
      }
    } else if (prelude) {
      rules.push({
        selectors: splitTopLevel(prelude, ',').map((s) => s.replace(/\s+/g, ' ')),
        declarations: parseDeclarations(body),
        atRules,
      });
    }
    i = close + 1;
  }
  return rules;
}

/** Splits a declaration value at top-level spaces (`0 8px 24px rgb(0 0 0 / 0.12)` → 4 parts). */
export const valueParts = (value: string) => splitTopLevel(value, ' ');
