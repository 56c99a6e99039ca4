/** Stated values: JavaScript literals in which `…` shortens a number or a string. */

/** A truncated number, `190.21…`: the actual number's decimal form starts with `digits`. */
class Approx {
  constructor(readonly digits: string) {}
}

/** Reads a stated value (`42`, `'M 0 0 …'`, `{ x: 1.4… }`, `throws 'message'`). */
export function parseExpected(text: string): { throws: boolean; value: unknown } {
  const throws = /^throws\s/.test(text);
  const literal = throws ? text.replace(/^throws\s+/, '') : text;
  const source = literal
    .split(/('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")/)
    .map((part, i) =>
      i % 2 ? part : part.replace(/(-?\d+(?:\.\d+)?)…/g, (_, digits) => `new Approx("${digits}")`),
    )
    .join('');
  const value: unknown = new Function('Approx', `return (${source});`)(Approx);
  return { throws, value };
}

const show = (v: unknown) => (typeof v === 'string' ? `'${v}'` : String(JSON.stringify(v)));
/** Own keys whose values are data (not functions or undefined), sorted. */
const dataKeys = (o: object) =>
  Object.entries(o)
    .filter(([, v]) => v !== undefined && typeof v !== 'function')
    .map(([k]) => k)
    .sort();

/** Where `actual` differs from `expected` (a parsed stated value), or undefined if it matches. */
export function mismatch(actual: unknown, expected: unknown, at = 'value'): string | undefined {
  if (expected instanceof Approx)
    return typeof actual === 'number' && String(actual).startsWith(expected.digits)
      ? undefined
      : `${at} is ${show(actual)}, not ${expected.digits}…`;
  if (typeof expected === 'string' && expected.includes('…')) {
    const parts = expected.split('…').map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    return typeof actual === 'string' && new RegExp(`^${parts.join('[\\s\\S]*')}$`).test(actual)
      ? undefined
      : `${at} is ${show(actual)}, which does not match ${show(expected)}`;
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length)
      return `${at} is ${show(actual)}, not an array of ${expected.length}`;
    for (let i = 0; i < expected.length; i++) {
      const problem = mismatch(actual[i], expected[i], `${at}[${i}]`);
      if (problem) return problem;
    }
    return undefined;
  }
  if (expected && typeof expected === 'object') {
    if (!actual || typeof actual !== 'object') return `${at} is ${show(actual)}`;
    const keys = dataKeys(expected);
    if (dataKeys(actual).join() !== keys.join())
      return `${at} has the keys ${dataKeys(actual).join(', ')}, not ${keys.join(', ')}`;
    for (const key of keys) {
      const problem = mismatch(
        (actual as Record<string, unknown>)[key],
        (expected as Record<string, unknown>)[key],
        `${at}.${key}`,
      );
      if (problem) return problem;
    }
    return undefined;
  }
  // Exact: a page that rounds must say so with `…`. NaN equals NaN; 0 equals -0.
  return Object.is(actual, expected) || (actual === 0 && expected === 0)
    ? undefined
    : `${at} is ${show(actual)}, not ${show(expected)}`;
}
