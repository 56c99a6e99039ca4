/** Deterministic synthetic docs pages (~10 KB each) for measuring build cost at scale. */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const words =
  'frame composition render sequence spring interpolate audio video still player lambda bucket codec bitrate scale layer timeline props schema font asset'.split(
    ' ',
  );

/** A small deterministic PRNG (mulberry32) so the corpus is identical on every run. */
function prng(seed) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (n) => String(n).padStart(4, '0');

function page(i, total) {
  const rand = prng(i + 1);
  const pick = () => words[Math.floor(rand() * words.length)];
  const sentence = (n = 14) => Array.from({ length: n }, pick).join(' ');
  const para = () =>
    Array.from({ length: 4 }, () => `${sentence()[0].toUpperCase()}${sentence().slice(1)}.`).join(
      ' ',
    );
  const other = pad((i + 1) % total);
  const parts = [
    `---\ntitle: Generated page ${pad(i)}\ndescription: Synthetic page ${i} for build benchmarks.\n---\n`,
  ];
  for (let s = 0; s < 4; s++) {
    parts.push(
      `## Section ${s + 1} ${pick()}\n\n${para()}\n\n${para()} See [page ${other}](/docs/generated/page-${other}) and [the docs home](/docs).\n`,
    );
    parts.push(
      `### Details ${pick()}\n\n| Option | Type | Default |\n|---|---|---|\n${Array.from({ length: 5 }, () => `| \`${pick()}\` | \`number\` | \`${Math.floor(rand() * 100)}\` |`).join('\n')}\n`,
    );
    if (s < 3) {
      parts.push(
        '```tsx title="src/Example.tsx"\nimport { useCurrentFrame, interpolate } from \'remotion\';\n\nexport const Example: React.FC = () => {\n  const frame = useCurrentFrame();\n  const opacity = interpolate(frame, [0, ' +
          (10 + s) +
          "], [0, 1], { extrapolateRight: 'clamp' });\n  return <div style={{ opacity }}>" +
          pick() +
          '</div>;\n};\n```\n',
      );
    }
  }
  return parts.join('\n');
}

/** Writes `count` pages to `dir` (emptied first) and returns it. */
export function writeCorpus(dir, count) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (let i = 0; i < count; i++) writeFileSync(join(dir, `page-${pad(i)}.mdx`), page(i, count));
  return dir;
}
