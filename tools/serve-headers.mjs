/**
 * Reads a `_headers` file (the format Netlify and Cloudflare Pages use: an unindented path
 * pattern, then indented `Name: value` lines) and answers which headers a path gets.
 */

/** Parses `_headers` text into rules `{ pattern, headers }`, in file order. */
export function parseHeadersFile(text) {
  const rules = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: {} });
      continue;
    }
    const rule = rules.at(-1);
    const colon = line.indexOf(':');
    if (rule && colon > 0) rule.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}

const matcher = (pattern) =>
  new RegExp(
    `^${pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );

/** The headers for `path`: every matching rule's, later rules overriding earlier ones. */
export function headersFor(rules, path) {
  const headers = {};
  for (const rule of rules)
    if (matcher(rule.pattern).test(path)) Object.assign(headers, rule.headers);
  return headers;
}
