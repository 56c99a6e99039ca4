import { AbsoluteFill, interpolate, random, spring, useCurrentFrame } from 'remotion';
import { fps, mono, sans, showcasePreview } from './kit';

const weeks = 52;
const greens = ['#1e293b', '#14532d', '#15803d', '#22c55e', '#86efac'];
/** A made-up year of activity: busier towards the end of the year. */
const level = (week: number, day: number) =>
  Math.min(4, Math.floor(random(`day-${week}-${day}`) * 3 + (week / weeks) * 2.4));
const stats = [
  ['2,481', 'contributions'],
  ['41 days', 'longest streak'],
  ['TypeScript', 'top language'],
] as const;

/** GitHub Unwrapped: a personal year-in-review video built from a user's activity. */
function YearInReview() {
  const frame = useCurrentFrame();
  const filled = interpolate(frame, [12, 72], [0, weeks], {
    extrapolateLeft: 'clamp',
    extrapolateRight: 'clamp',
  });
  const title = spring({ frame, fps, config: { damping: 200 } });
  return (
    <AbsoluteFill
      style={{
        background: 'radial-gradient(circle at 50% 0%, #312e81, #020617 70%)',
        color: '#f8fafc',
        fontFamily: sans,
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      <div style={{ fontSize: 36, color: '#c4b5fd', opacity: title }}>@you · your year in code</div>
      <div
        style={{
          fontSize: 150,
          fontWeight: 900,
          letterSpacing: -4,
          transform: `scale(${interpolate(title, [0, 1], [0.8, 1])})`,
        }}
      >
        2023
      </div>
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: `repeat(${weeks}, 14px)`,
          gridTemplateRows: 'repeat(7, 14px)',
          gridAutoFlow: 'column',
          gap: 3,
          marginTop: 30,
        }}
      >
        {Array.from({ length: weeks * 7 }, (_, i) => {
          const week = Math.floor(i / 7);
          const on = filled > week ? 1 : 0;
          return (
            <div
              key={i}
              style={{
                borderRadius: 3,
                background: greens[on * level(week, i % 7)],
              }}
            />
          );
        })}
      </div>
      <div style={{ display: 'flex', gap: 24, marginTop: 70 }}>
        {stats.map(([value, label], i) => {
          const enter = spring({ frame, fps, delay: 70 + i * 8, config: { damping: 14 } });
          return (
            <div
              key={label}
              style={{
                width: 250,
                padding: '26px 0',
                borderRadius: 20,
                background: 'rgb(255 255 255 / 0.08)',
                textAlign: 'center',
                opacity: enter,
                transform: `translateY(${(1 - enter) * 40}px)`,
              }}
            >
              <div style={{ fontSize: 34, fontWeight: 800, fontFamily: mono }}>{value}</div>
              <div style={{ fontSize: 22, color: '#a5b4fc', marginTop: 6 }}>{label}</div>
            </div>
          );
        })}
      </div>
    </AbsoluteFill>
  );
}

export default showcasePreview('github-unwrapped', YearInReview, { seconds: 5, posterAt: 4 });
