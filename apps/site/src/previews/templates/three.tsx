import type { CSSProperties } from 'react';
import { AbsoluteFill, interpolate, useCurrentFrame, useVideoConfig } from 'remotion';
import { font, palette, templatePreview } from './_parts/ui';

const w = 300;
const h = 600;
const depth = 34;
const edge = '#1e293b';
/** One of the phone's edges: a thin face turned out of the front plane and pushed to the rim. */
const side = (turn: string, width: number, height: number, distance: number): CSSProperties => ({
  left: (w - width) / 2,
  top: (h - height) / 2,
  width,
  height,
  transform: `${turn} translateZ(${distance}px)`,
});
const edges = [
  side('rotateY(90deg)', depth, h - 60, w / 2),
  side('rotateY(-90deg)', depth, h - 60, w / 2),
  side('rotateX(90deg)', w - 60, depth, h / 2),
  side('rotateX(-90deg)', w - 60, depth, h / 2),
];
const face: CSSProperties = { position: 'absolute', backfaceVisibility: 'hidden' };

/**
 * React Three Fiber: the template's 3D scene, a phone turning in space with a video on its
 * screen. Drawn with CSS 3D transforms rather than WebGL, so it plays wherever a card does
 * (no GPU needed) and costs no 3D engine download.
 */
function Three() {
  const frame = useCurrentFrame();
  const { durationInFrames } = useVideoConfig();
  const turn = interpolate(frame, [0, durationInFrames], [-40, 320]);
  const tilt = 14 + Math.sin(frame / 25) * 6;
  const shadow = 0.65 + 0.35 * Math.abs(Math.cos((turn * Math.PI) / 180));
  return (
    <AbsoluteFill
      style={{
        background: 'radial-gradient(circle at 50% 40%, #1e3a8a, #020617 75%)',
        perspective: 1500,
        fontFamily: font,
      }}
    >
      <div
        style={{
          position: 'absolute',
          left: 470,
          top: 650,
          width: 340,
          height: 50,
          borderRadius: '50%',
          background: 'rgba(0,0,0,0.55)',
          filter: 'blur(14px)',
          transform: `scaleX(${shadow})`,
        }}
      />
      <div
        style={{
          position: 'absolute',
          left: 640 - w / 2,
          top: 350 - h / 2,
          width: w,
          height: h,
          transformStyle: 'preserve-3d',
          transform: `rotateX(${tilt}deg) rotateY(${turn}deg)`,
        }}
      >
        <div
          style={{
            ...face,
            inset: 0,
            borderRadius: 40,
            background: '#0b0b0f',
            padding: 12,
            transform: `translateZ(${depth / 2}px)`,
          }}
        >
          <div
            style={{
              height: '100%',
              borderRadius: 30,
              background: `linear-gradient(${frame * 3}deg, #22d3ee, #6366f1 50%, #ec4899)`,
              display: 'flex',
              alignItems: 'flex-end',
              padding: 26,
              boxSizing: 'border-box',
              color: '#fff',
              fontSize: 38,
              fontWeight: 800,
              lineHeight: 1.1,
            }}
          >
            Your video on a 3D phone
          </div>
        </div>
        <div
          style={{
            ...face,
            inset: 0,
            borderRadius: 40,
            background: '#334155',
            transform: `rotateY(180deg) translateZ(${depth / 2}px)`,
          }}
        >
          <div
            style={{
              margin: 30,
              width: 70,
              height: 70,
              borderRadius: 35,
              background: '#0f172a',
              border: '6px solid #475569',
            }}
          />
        </div>
        {edges.map((style, i) => (
          <div key={i} style={{ ...face, ...style, background: edge }} />
        ))}
      </div>
      <div
        style={{
          position: 'absolute',
          left: 56,
          top: 48,
          color: palette.text,
          fontSize: 34,
          fontWeight: 800,
        }}
      >
        React Three Fiber
      </div>
    </AbsoluteFill>
  );
}

/** React Three Fiber: a phone turning in 3D with a video on its screen. */
export default templatePreview(Three, 6, 8);
