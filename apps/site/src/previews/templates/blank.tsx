import { evolvePath } from '@remotion/paths';
import { AbsoluteFill, interpolate, useCurrentFrame, useVideoConfig } from 'remotion';
import { clamp, font, mono, palette, templatePreview } from './_parts/ui';

const outline = 'M 240 90 H 1040 V 540 H 240 Z';
const line = 'Start from zero.';

/**
 * Blank: one empty composition and nothing else. Its frame draws itself, a caret types a
 * single line into the empty canvas, and the timeline's playhead runs over no layers.
 */
function Blank() {
  const frame = useCurrentFrame();
  const { durationInFrames } = useVideoConfig();
  const drawn = evolvePath(interpolate(frame, [0, 40], [0, 1], clamp), outline);
  const fill = interpolate(frame, [35, 50], [0, 1], clamp);
  const typed = line.slice(0, Math.floor(interpolate(frame, [55, 95], [0, line.length], clamp)));
  const playhead = interpolate(frame, [0, durationInFrames - 1], [240, 1040]);
  return (
    <AbsoluteFill style={{ background: palette.ink, fontFamily: font, color: palette.text }}>
      <svg viewBox="0 0 1280 720" width={1280} height={720} style={{ position: 'absolute' }}>
        <rect x={240} y={90} width={800} height={450} fill="#ffffff" opacity={fill} />
        <path
          d={outline}
          fill="none"
          stroke={palette.blue}
          strokeWidth={6}
          strokeDasharray={drawn.strokeDasharray}
          strokeDashoffset={drawn.strokeDashoffset}
        />
        <rect x={240} y={600} width={800} height={44} rx={8} fill={palette.panel} />
        <rect x={playhead - 2} y={588} width={4} height={68} fill="#ef4444" />
      </svg>
      <div
        style={{
          position: 'absolute',
          left: 240,
          top: 90,
          width: 800,
          height: 450,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          fontSize: 64,
          fontWeight: 800,
          color: '#0f172a',
        }}
      >
        {typed}
        <span
          style={{
            opacity: fill > 0 && frame % 30 < 15 ? 1 : 0,
            color: palette.blue,
            fontWeight: 400,
          }}
        >
          |
        </span>
      </div>
      <div
        style={{
          position: 'absolute',
          left: 240,
          top: 44,
          fontFamily: mono,
          fontSize: 22,
          color: palette.muted,
        }}
      >
        MyComp · 1920×1080 · 30 fps
      </div>
      <div
        style={{
          position: 'absolute',
          left: 260,
          top: 609,
          fontFamily: mono,
          fontSize: 20,
          color: palette.muted,
        }}
      >
        no layers yet
      </div>
    </AbsoluteFill>
  );
}

/** Blank: an empty composition that a caret starts to fill. */
export default templatePreview(Blank, 5, 110);
