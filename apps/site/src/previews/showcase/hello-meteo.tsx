import { Star } from '@remotion/shapes';
import { AbsoluteFill, interpolate, spring, useCurrentFrame, useVideoConfig } from 'remotion';
import { at, disc, fps, sans, showcasePreview } from './kit';

/** A made-up forecast for the day. */
const hours = [
  ['9 h', 'sun', 14],
  ['12 h', 'sun', 19],
  ['15 h', 'both', 21],
  ['18 h', 'cloud', 17],
] as const;
const clamp = { extrapolateLeft: 'clamp', extrapolateRight: 'clamp' } as const;

function Cloud({ x, y, scale }: { x: number; y: number; scale: number }) {
  return (
    <div style={{ ...at(x, y, 220, 110), transform: `scale(${scale})`, opacity: 0.92 }}>
      <div style={disc(0, 40, 90, '#fff')} />
      <div style={disc(50, 0, 120, '#fff')} />
      <div style={disc(120, 30, 100, '#fff')} />
    </div>
  );
}

/** A tiny drawn icon (no emoji: their glyphs depend on the reader's fonts). */
function Icon({ kind }: { kind: string }) {
  return (
    <div style={{ position: 'relative', width: 44, height: 36, margin: '6px auto' }}>
      {kind !== 'cloud' && <div style={disc(kind === 'sun' ? 8 : 0, 2, 28, '#facc15')} />}
      {kind !== 'sun' && <div style={disc(10, 14, 20, '#94a3b8')} />}
      {kind !== 'sun' && <div style={disc(20, 8, 24, '#94a3b8')} />}
    </div>
  );
}

/** Hello Météo: a daily weather story rendered from forecast data. */
function Forecast() {
  const frame = useCurrentFrame();
  const { durationInFrames } = useVideoConfig();
  const sun = spring({ frame, fps, config: { damping: 12 } });
  const temp = Math.round(interpolate(frame, [15, 60], [0, 21], clamp));
  const drift = interpolate(frame, [0, durationInFrames], [0, 90]);
  return (
    <AbsoluteFill
      style={{
        background: 'linear-gradient(#38bdf8, #bae6fd 70%, #e0f2fe)',
        fontFamily: sans,
        color: '#0c4a6e',
        alignItems: 'center',
      }}
    >
      <div style={{ marginTop: 70, fontSize: 30, fontWeight: 600, letterSpacing: 2 }}>
        TUESDAY · LYON
      </div>
      <div style={{ ...at(150, 160), transform: `scale(${sun}) rotate(${frame * 0.8}deg)` }}>
        <Star points={12} innerRadius={95} outerRadius={120} fill="#fde047" />
      </div>
      <div style={{ ...disc(185, 195, 170, '#facc15'), transform: `scale(${sun})` }} />
      <Cloud x={-40 + drift} y={300} scale={0.9} />
      <Cloud x={330 - drift * 0.6} y={200} scale={0.6} />
      <div
        style={{
          position: 'absolute',
          top: 470,
          fontSize: 170,
          fontWeight: 800,
          color: '#fff',
          textShadow: '0 6px 20px rgb(12 74 110 / 0.35)',
        }}
      >
        {temp}°
      </div>
      <div style={{ position: 'absolute', top: 690, fontSize: 30, fontWeight: 600 }}>
        Sunny, clouds later
      </div>
      <div style={{ position: 'absolute', top: 770, display: 'flex', gap: 14 }}>
        {hours.map(([hour, icon, degrees], i) => {
          const enter = spring({ frame, fps, delay: 50 + i * 8, config: { damping: 14 } });
          return (
            <div
              key={hour}
              style={{
                width: 100,
                padding: '14px 0',
                borderRadius: 18,
                background: 'rgb(255 255 255 / 0.7)',
                textAlign: 'center',
                fontSize: 22,
                opacity: enter,
                transform: `translateY(${(1 - enter) * 60}px)`,
              }}
            >
              <div>{hour}</div>
              <Icon kind={icon} />
              <div style={{ fontWeight: 700 }}>{degrees}°</div>
            </div>
          );
        })}
      </div>
    </AbsoluteFill>
  );
}

export default showcasePreview('hello-meteo', Forecast, { seconds: 5, posterAt: 3.5 });
