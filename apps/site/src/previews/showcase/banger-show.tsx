import { AbsoluteFill, interpolate, useCurrentFrame, useVideoConfig } from 'remotion';
import { sans, showcasePreview, turn } from './kit';

/** 120 bpm at 30 fps: a beat every 15 frames. */
const beat = 15;
const bars = 56;

/** Banger Show: visuals that move to a track, without 3D or editing software. */
function Visualizer() {
  const frame = useCurrentFrame();
  const { durationInFrames } = useVideoConfig();
  // A kick on every beat that decays until the next one.
  const kick = interpolate(frame % beat, [0, 2, beat], [0.6, 1, 0]);
  const spin = turn(frame, durationInFrames);
  const cover = 112 + kick * 8;
  return (
    <AbsoluteFill
      style={{
        background: `radial-gradient(circle at 50% 50%, hsl(${290 + 30 * Math.sin(spin)} 80% ${14 + kick * 8}%), #05010d 70%)`,
        fontFamily: sans,
        color: '#fff',
      }}
    >
      <svg
        width={960}
        height={540}
        viewBox="-480 -270 960 540"
        style={{ position: 'absolute', inset: 0 }}
      >
        {Array.from({ length: bars }, (_, i) => {
          const angle = (i / bars) * Math.PI * 2;
          // A made-up spectrum: a few waves in step with the loop, lifted by the kick.
          const level =
            0.35 +
            0.25 * Math.sin(angle * 3 + spin * 2) +
            0.2 * Math.sin(angle * 7 - spin * 4) +
            0.3 * kick * Math.abs(Math.cos(angle * 2));
          const length = 20 + Math.max(0, level) * 90;
          return (
            <line
              key={i}
              x1={Math.cos(angle) * 130}
              y1={Math.sin(angle) * 130}
              x2={Math.cos(angle) * (130 + length)}
              y2={Math.sin(angle) * (130 + length)}
              stroke={`hsl(${(i / bars) * 360 + frame * 2} 90% 65%)`}
              strokeWidth={8}
              strokeLinecap="round"
            />
          );
        })}
      </svg>
      <div
        style={{
          position: 'absolute',
          left: 480 - cover,
          top: 270 - cover,
          width: cover * 2,
          height: cover * 2,
          borderRadius: '50%',
          border: '3px solid rgb(255 255 255 / 0.4)',
          background: `linear-gradient(${(spin * 180) / Math.PI}deg, #f43f5e, #7c3aed)`,
        }}
      />
      <div style={{ position: 'absolute', left: 40, bottom: 34 }}>
        <div style={{ fontSize: 30, fontWeight: 900, letterSpacing: 1 }}>NIGHT DRIVE</div>
        <div style={{ fontSize: 18, opacity: 0.75 }}>Neon Tides · single</div>
      </div>
    </AbsoluteFill>
  );
}

export default showcasePreview('banger-show', Visualizer, { seconds: 4, posterAt: 1 });
