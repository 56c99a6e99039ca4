import { AbsoluteFill, interpolate, spring, useCurrentFrame, useVideoConfig } from 'remotion';
import type { TitleCardProps } from './props';

const center = { justifyContent: 'center', alignItems: 'center' } as const;

/**
 * The demo composition: a title card whose headline springs into place while
 * accent shapes grow behind it. Every value is a function of the current frame.
 */
export function TitleCard({ title, accent, subtitle }: TitleCardProps) {
  const frame = useCurrentFrame();
  const { fps, durationInFrames } = useVideoConfig();
  const enter = spring({ frame, fps, config: { damping: 14 } });
  const bar = spring({ frame, fps, delay: 12, config: { damping: 200 } });
  const drift = interpolate(frame, [0, durationInFrames], [0, 40]);
  return (
    <AbsoluteFill
      style={{ backgroundColor: '#0f172a', fontFamily: 'system-ui, sans-serif', ...center }}
    >
      <AbsoluteFill style={{ overflow: 'hidden' }}>
        <div
          style={{
            position: 'absolute',
            width: 720,
            height: 720,
            borderRadius: '50%',
            background: accent,
            opacity: 0.35,
            left: -200 + drift,
            top: -260,
            transform: `scale(${enter})`,
          }}
        />
        <div
          style={{
            position: 'absolute',
            width: 420,
            height: 420,
            borderRadius: '50%',
            border: `24px solid ${accent}`,
            right: -80 - drift,
            bottom: -160,
            transform: `scale(${enter})`,
          }}
        />
      </AbsoluteFill>
      <AbsoluteFill style={{ ...center, flexDirection: 'column', padding: 80 }}>
        <div
          data-demo="title"
          style={{
            color: '#ffffff',
            fontSize: 96,
            fontWeight: 800,
            lineHeight: 1.1,
            textAlign: 'center',
            maxWidth: 1100,
            overflowWrap: 'anywhere',
            transform: `translateY(${interpolate(enter, [0, 1], [60, 0])}px) scale(${interpolate(enter, [0, 1], [0.85, 1])})`,
          }}
        >
          {title}
        </div>
        <div
          data-demo="accent"
          style={{
            height: 14,
            borderRadius: 7,
            marginTop: 36,
            width: `${bar * 420}px`,
            background: accent,
          }}
        />
        <div style={{ color: '#e2e8f0', fontSize: 36, marginTop: 32 }}>{subtitle}</div>
      </AbsoluteFill>
      <div
        style={{
          position: 'absolute',
          left: 0,
          bottom: 0,
          height: 10,
          width: `${(frame / (durationInFrames - 1)) * 100}%`,
          background: accent,
        }}
      />
    </AbsoluteFill>
  );
}
