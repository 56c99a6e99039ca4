import type { TransitionTiming } from '@remotion/transitions';
import { useCurrentFrame, useVideoConfig } from 'remotion';

const W = 420;
const H = 160;
const PAD = 24;

/**
 * The timing's progress curve over the transition, with a dot on the current frame: drawn
 * over the series, from the same timing object the transition uses.
 */
export function ProgressChart({ timing, start }: { timing: TransitionTiming; start: number }) {
  const frame = useCurrentFrame();
  const { fps } = useVideoConfig();
  const length = timing.getDurationInFrames({ fps });
  const samples = Array.from({ length: 61 }, (_, i) => {
    const f = (i / 60) * length;
    return { f, p: timing.getProgress({ frame: f, fps }) };
  });
  const low = Math.min(-0.1, ...samples.map((s) => s.p));
  const high = Math.max(1.1, ...samples.map((s) => s.p));
  const x = (f: number) => PAD + (f / length) * (W - 2 * PAD);
  const y = (p: number) => H - PAD - ((p - low) / (high - low)) * (H - 2 * PAD);
  const local = Math.min(length, Math.max(0, frame - start));
  const now = timing.getProgress({ frame: local, fps });
  const path = samples.map((s, i) => `${i === 0 ? 'M' : 'L'}${x(s.f)},${y(s.p)}`).join(' ');
  return (
    <div
      style={{
        position: 'absolute',
        left: 40,
        top: 40,
        padding: 16,
        borderRadius: 20,
        background: 'rgba(15, 23, 42, 0.88)',
        color: '#f8fafc',
        fontFamily: 'ui-monospace, monospace',
        fontSize: 28,
      }}
    >
      <div>{`progress ${now.toFixed(2)} · frame ${Math.round(local)} of ${length}`}</div>
      <svg width={W} height={H} viewBox={`0 0 ${W} ${H}`}>
        {[0, 1].map((p) => (
          <line
            key={p}
            x1={PAD}
            x2={W - PAD}
            y1={y(p)}
            y2={y(p)}
            stroke="#475569"
            strokeDasharray="6 6"
          />
        ))}
        <path d={path} fill="none" stroke="#38bdf8" strokeWidth={4} />
        <circle cx={x(local)} cy={y(now)} r={10} fill="#fbbf24" />
      </svg>
    </div>
  );
}
