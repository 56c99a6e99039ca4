import { AbsoluteFill, useCurrentFrame, useVideoConfig } from 'remotion';
import { sans, showcasePreview, turn } from './kit';

/** Soft colour fields that circle the frame; each completes whole turns, so the loop is seamless. */
const blobs = [
  { hue: 262, size: 720, rx: 260, ry: 140, phase: 0, speed: 1 },
  { hue: 190, size: 640, rx: 300, ry: 170, phase: 2.1, speed: -1 },
  { hue: 330, size: 600, rx: 220, ry: 190, phase: 4.2, speed: 2 },
  { hue: 40, size: 460, rx: 340, ry: 120, phase: 1.3, speed: -2 },
];

/** Fluidmotion: animated backgrounds for apps, videos and slides. */
function FluidBackground() {
  const frame = useCurrentFrame();
  const { durationInFrames, width, height } = useVideoConfig();
  const t = turn(frame, durationInFrames);
  return (
    <AbsoluteFill style={{ background: '#1e1b4b', overflow: 'hidden', fontFamily: sans }}>
      {blobs.map((b) => {
        const x = width / 2 + b.rx * Math.sin(t * b.speed + b.phase) - b.size / 2;
        const y = height / 2 + b.ry * Math.cos(t * b.speed * 2 + b.phase) - b.size / 2;
        const hue = b.hue + 20 * Math.sin(t + b.phase);
        return (
          <div
            key={b.hue}
            style={{
              position: 'absolute',
              left: x,
              top: y,
              width: b.size,
              height: b.size,
              borderRadius: '50%',
              background: `radial-gradient(circle, hsl(${hue} 90% 62% / 0.9), hsl(${hue} 90% 62% / 0) 68%)`,
              mixBlendMode: 'screen',
            }}
          />
        );
      })}
      <AbsoluteFill style={{ justifyContent: 'center', alignItems: 'center' }}>
        <div
          style={{
            padding: '34px 54px',
            borderRadius: 26,
            background: 'rgb(255 255 255 / 0.14)',
            border: '1px solid rgb(255 255 255 / 0.35)',
            color: '#fff',
            textAlign: 'center',
          }}
        >
          <div style={{ fontSize: 50, fontWeight: 800 }}>Good morning</div>
          <div style={{ fontSize: 24, opacity: 0.85, marginTop: 8 }}>
            Your app, on a moving background
          </div>
        </div>
      </AbsoluteFill>
    </AbsoluteFill>
  );
}

export default showcasePreview('fluidmotion', FluidBackground, { seconds: 6, posterAt: 1 });
