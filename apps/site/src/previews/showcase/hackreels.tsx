import { AbsoluteFill, Easing, interpolate, useCurrentFrame } from 'remotion';
import { mono, sans, showcasePreview } from './kit';

type Line = { key: string; text: string; before?: number; after?: number };

/** One snippet becoming another: `before`/`after` are the line's row in each version. */
const lines: Line[] = [
  { key: 'sig', text: 'function greet(name) {', before: 0, after: 0 },
  { key: 'old', text: "  const msg = 'Hello ' + name;", before: 1 },
  { key: 'new', text: '  const msg = `Hello, ${name}!`;', after: 1 },
  { key: 'log', text: '  console.log(msg);', after: 2 },
  { key: 'ret', text: '  return msg;', before: 2, after: 3 },
  { key: 'end', text: '}', before: 3, after: 4 },
];

const rowHeight = 44;
const ease = {
  extrapolateLeft: 'clamp',
  extrapolateRight: 'clamp',
  easing: Easing.inOut(Easing.cubic),
} as const;

/** Hackreels: a code change animated from the old snippet to the new one. */
function CodeDiff() {
  const frame = useCurrentFrame();
  // Removed lines leave, the rest moves to its new row, then added lines arrive.
  const out = interpolate(frame, [30, 46], [0, 1], ease);
  const move = interpolate(frame, [44, 64], [0, 1], ease);
  const arrive = interpolate(frame, [60, 78], [0, 1], ease);
  const glow = interpolate(frame, [78, 140], [1, 0.3], ease);
  return (
    <AbsoluteFill
      style={{
        background: 'linear-gradient(135deg, #1e1b4b, #0f172a 60%, #172554)',
        justifyContent: 'center',
        alignItems: 'center',
        fontFamily: sans,
      }}
    >
      <div
        style={{
          width: 760,
          height: 320,
          borderRadius: 18,
          background: '#0b1020',
          boxShadow: '0 30px 80px rgb(0 0 0 / 0.5)',
          overflow: 'hidden',
        }}
      >
        <div style={{ display: 'flex', gap: 8, padding: '14px 18px', background: '#141a2e' }}>
          {['#f87171', '#fbbf24', '#4ade80'].map((c) => (
            <div key={c} style={{ width: 13, height: 13, borderRadius: 7, background: c }} />
          ))}
          <span style={{ marginLeft: 16, color: '#94a3b8', fontSize: 15 }}>greet.js</span>
        </div>
        <div style={{ position: 'relative', padding: '24px 30px' }}>
          {lines.map((line) => {
            const from = line.before ?? line.after ?? 0;
            const to = line.after ?? line.before ?? 0;
            const row = interpolate(move, [0, 1], [from, to]);
            const removed = line.after === undefined;
            const added = line.before === undefined;
            const opacity = removed ? 1 - out : added ? arrive : 1;
            const tint = removed ? '248 113 113' : '74 222 128';
            return (
              <div
                key={line.key}
                style={{
                  position: 'absolute',
                  left: 18,
                  right: 18,
                  top: 24 + row * rowHeight,
                  height: rowHeight - 6,
                  padding: '0 12px',
                  borderRadius: 6,
                  display: 'flex',
                  alignItems: 'center',
                  opacity,
                  transform: `translateX(${removed ? -40 * out : added ? 40 * (1 - arrive) : 0}px)`,
                  background:
                    removed || added ? `rgb(${tint} / ${0.22 * (removed ? 1 : glow)})` : 'none',
                  color: '#e2e8f0',
                  fontFamily: mono,
                  fontSize: 24,
                  whiteSpace: 'pre',
                }}
              >
                {line.text}
              </div>
            );
          })}
        </div>
      </div>
    </AbsoluteFill>
  );
}

export default showcasePreview('hackreels', CodeDiff, { seconds: 5, posterAt: 3 });
