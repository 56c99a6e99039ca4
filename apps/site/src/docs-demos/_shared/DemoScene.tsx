import { AbsoluteFill, interpolate, spring, useCurrentFrame, useVideoConfig } from 'remotion';
import type { DemoSceneProps } from './scene';

/**
 * The silent composition every docs demo plays: a headline that springs in, a shape that
 * travels across the frame and a frame counter. Every value is a function of the frame.
 */
export function DemoScene({ title, color }: DemoSceneProps) {
  const frame = useCurrentFrame();
  const { fps, durationInFrames, width } = useVideoConfig();
  const enter = spring({ frame, fps, config: { damping: 14 } });
  const x = interpolate(frame, [0, durationInFrames - 1], [80, width - 280]);
  const turn = interpolate(frame, [0, durationInFrames - 1], [0, 360]);
  return (
    <AbsoluteFill style={{ backgroundColor: '#0f172a', fontFamily: 'system-ui, sans-serif' }}>
      <div
        style={{
          position: 'absolute',
          left: x,
          top: 420,
          width: 200,
          height: 200,
          borderRadius: 32,
          background: color,
          transform: `rotate(${turn}deg)`,
        }}
      />
      <AbsoluteFill style={{ justifyContent: 'flex-start', alignItems: 'center', paddingTop: 140 }}>
        <div
          style={{
            color: '#ffffff',
            fontSize: 100,
            fontWeight: 800,
            textAlign: 'center',
            maxWidth: 1100,
            overflowWrap: 'anywhere',
            transform: `translateY(${interpolate(enter, [0, 1], [80, 0])}px)`,
            opacity: enter,
          }}
        >
          {title}
        </div>
      </AbsoluteFill>
      <div
        style={{
          position: 'absolute',
          right: 40,
          top: 30,
          color: '#cbd5e1',
          fontSize: 36,
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        frame {frame}
      </div>
    </AbsoluteFill>
  );
}
