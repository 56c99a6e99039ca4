import { Pie } from '@remotion/shapes';
import { AbsoluteFill, Easing, interpolate, spring, useCurrentFrame } from 'remotion';
import { fps, sans, showcasePreview } from './kit';

/** Made-up survey numbers, drawn as a donut and three bars. */
const share = 0.72;
const bars = [
  { label: 'Mobile', value: 0.58, color: '#f97316' },
  { label: 'Desktop', value: 0.31, color: '#facc15' },
  { label: 'Tablet', value: 0.11, color: '#a3e635' },
];
const clamp = { extrapolateLeft: 'clamp', extrapolateRight: 'clamp' } as const;

/** AnimStats: a statistic typed into an editor comes out as an animated chart. */
function StatCard() {
  const frame = useCurrentFrame();
  const progress = interpolate(frame, [10, 70], [0, share], {
    ...clamp,
    easing: Easing.out(Easing.cubic),
  });
  const r = 150;
  return (
    <AbsoluteFill
      style={{ background: '#18181b', color: '#fafafa', fontFamily: sans, flexDirection: 'row' }}
    >
      <div style={{ position: 'relative', width: 420, display: 'grid', placeItems: 'center' }}>
        <div style={{ position: 'absolute' }}>
          <Pie
            radius={r}
            progress={1}
            closePath={false}
            fill="none"
            stroke="#3f3f46"
            strokeWidth={36}
          />
        </div>
        <div style={{ position: 'absolute' }}>
          <Pie
            radius={r}
            progress={Math.max(0.001, progress)}
            closePath={false}
            fill="none"
            stroke="#f97316"
            strokeWidth={36}
            strokeLinecap="round"
          />
        </div>
        <div style={{ fontSize: 84, fontWeight: 900 }}>{Math.round(progress * 100)}%</div>
      </div>
      <div
        style={{
          flex: 1,
          paddingRight: 60,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
        }}
      >
        <div style={{ fontSize: 34, fontWeight: 800, lineHeight: 1.2 }}>
          of visitors watch videos to the end
        </div>
        <div style={{ fontSize: 20, color: '#a1a1aa', margin: '12px 0 30px' }}>
          Share of plays, by device
        </div>
        {bars.map((bar, i) => {
          const grow = spring({ frame, fps, delay: 40 + i * 10, config: { damping: 200 } });
          return (
            <div
              key={bar.label}
              style={{ display: 'flex', alignItems: 'center', gap: 14, marginBottom: 18 }}
            >
              <div style={{ width: 96, fontSize: 22, color: '#d4d4d8' }}>{bar.label}</div>
              <div
                style={{
                  height: 30,
                  borderRadius: 8,
                  width: 320 * bar.value * grow,
                  background: bar.color,
                }}
              />
              <div style={{ fontSize: 22, fontWeight: 700, opacity: grow }}>
                {Math.round(bar.value * 100 * grow)}%
              </div>
            </div>
          );
        })}
      </div>
    </AbsoluteFill>
  );
}

export default showcasePreview('animstats', StatCard, { seconds: 4, posterAt: 3.5 });
