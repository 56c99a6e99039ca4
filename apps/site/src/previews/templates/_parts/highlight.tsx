const colours: [RegExp, string][] = [
  [/^(function|return|type|const|export)\b/, '#f472b6'],
  [/^('[^']*'|`[^`]*`)/, '#a5f3fc'],
  [/^[A-Z]\w*/, '#fbbf24'],
  [/^\d+/, '#c4b5fd'],
  [/^\w+/, '#e2e8f0'],
];

/** A tiny highlighter: enough colour to read a line of TypeScript as code. */
export function highlight(line: string) {
  const pieces: { text: string; colour: string }[] = [];
  for (let rest = line; rest; ) {
    const hit = colours.map(([re, colour]) => ({ m: re.exec(rest), colour })).find((c) => c.m);
    const text = hit?.m?.[0] ?? rest.slice(0, 1);
    pieces.push({ text, colour: hit ? hit.colour : '#94a3b8' });
    rest = rest.slice(text.length);
  }
  return pieces.map((p, i) => (
    <span key={i} style={{ color: p.colour }}>
      {p.text}
    </span>
  ));
}
