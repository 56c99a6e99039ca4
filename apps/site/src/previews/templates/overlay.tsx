import { AbsoluteFill, interpolate, spring, useCurrentFrame, useVideoConfig } from 'remotion';
import { clamp, font, templatePreview } from './_parts/ui';

/** Transparent pixels, drawn as editors draw them. */
const checkerboard = 'repeating-conic-gradient(#cbd5e1 0% 25%, #f1f5f9 0% 50%) 0 0 / 40px 40px';

/**
 * Overlay: a lower third rendered with a transparent background (the checkerboard), then
 * shown over footage, as it will sit in a conventional editor's timeline.
 */
function Overlay() {
  const frame = useCurrentFrame();
  const { fps } = useVideoConfig();
  const enter = spring({ frame: frame - 10, fps, config: { damping: 16 } });
  const bar = spring({ frame: frame - 22, fps, config: { damping: 200 } });
  const footage = interpolate(frame, [75, 100], [0, 1], clamp);
  const pan = interpolate(frame, [0, 180], [0, -80]);
  return (
    <AbsoluteFill style={{ background: checkerboard, fontFamily: font }}>
      <AbsoluteFill
        style={{ opacity: footage, background: 'linear-gradient(#7dd3fc, #fde68a 70%)' }}
      >
        <svg
          viewBox="0 0 1280 720"
          width={1360}
          height={720}
          style={{ position: 'absolute', left: pan }}
        >
          <circle cx={980} cy={300} r={70} fill="#fef3c7" />
          <path d="M0 520 Q 260 380 520 500 T 1040 470 T 1360 500 V 720 H 0 Z" fill="#4d7c0f" />
          <path d="M0 600 Q 320 500 700 610 T 1360 580 V 720 H 0 Z" fill="#365314" />
        </svg>
      </AbsoluteFill>
      <div
        style={{
          position: 'absolute',
          left: 80,
          bottom: 110,
          transform: `translateX(${interpolate(enter, [0, 1], [-700, 0])}px)`,
        }}
      >
        <div
          style={{
            background: '#0b84f3',
            color: '#fff',
            fontSize: 54,
            fontWeight: 800,
            padding: '14px 28px',
          }}
        >
          Alex Rivera
        </div>
        <div
          style={{
            background: '#fff',
            color: '#0f172a',
            fontSize: 30,
            padding: '10px 28px',
            width: `${bar * 100}%`,
            overflow: 'hidden',
            whiteSpace: 'nowrap',
          }}
        >
          Wildlife photographer
        </div>
      </div>
      <div
        style={{
          position: 'absolute',
          right: 40,
          top: 32,
          padding: '8px 16px',
          borderRadius: 10,
          background: 'rgba(15, 23, 42, 0.85)',
          color: '#fff',
          fontSize: 24,
        }}
      >
        {footage < 0.5 ? 'Rendered with alpha: ProRes 4444' : 'Placed over footage in your editor'}
      </div>
    </AbsoluteFill>
  );
}

/** Overlay: a transparent lower third, then the same overlay on footage. */
export default templatePreview(Overlay, 6, 60);
