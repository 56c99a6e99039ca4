import { AbsoluteFill, Easing, interpolate, useCurrentFrame, useVideoConfig } from 'remotion';
import { font, mono, palette, templatePreview } from './_parts/ui';

const petals = 6;

/**
 * Skia: the kind of drawing React Native Skia is made for: translucent circles blended
 * additively, breathing open and closed into a flower while the whole figure turns.
 */
function Skia() {
  const frame = useCurrentFrame();
  const { durationInFrames } = useVideoConfig();
  const breath = interpolate(frame % 90, [0, 45, 90], [0, 1, 0], {
    easing: Easing.inOut(Easing.ease),
  });
  const turn = interpolate(frame, [0, durationInFrames], [0, 120]);
  return (
    <AbsoluteFill style={{ background: '#05070d', fontFamily: font, color: palette.text }}>
      <svg viewBox="-640 -360 1280 720" width={1280} height={720} style={{ position: 'absolute' }}>
        <defs>
          <filter id="tpl-skia-glow" x="-50%" y="-50%" width="200%" height="200%">
            <feGaussianBlur stdDeviation="18" />
          </filter>
        </defs>
        <g
          transform={`rotate(${turn}) scale(${0.6 + breath * 0.4})`}
          style={{ mixBlendMode: 'screen' }}
        >
          {Array.from({ length: petals }, (_, i) => {
            const angle = (i / petals) * Math.PI * 2;
            const distance = breath * 130;
            return (
              <g
                key={i}
                transform={`translate(${Math.cos(angle) * distance} ${Math.sin(angle) * distance})`}
              >
                <circle
                  r={130}
                  fill={i % 2 ? '#61dafb' : '#2dd4bf'}
                  opacity={0.5}
                  filter="url(#tpl-skia-glow)"
                />
                <circle
                  r={130}
                  fill={i % 2 ? '#61dafb' : '#2dd4bf'}
                  opacity={0.45}
                  style={{ mixBlendMode: 'screen' }}
                />
              </g>
            );
          })}
        </g>
      </svg>
      <div style={{ position: 'absolute', left: 56, top: 48, fontSize: 34, fontWeight: 800 }}>
        React Native Skia
      </div>
      <code
        style={{
          position: 'absolute',
          left: 56,
          bottom: 48,
          fontFamily: mono,
          fontSize: 24,
          color: '#5eead4',
          background: 'rgba(15, 23, 42, 0.8)',
          padding: '10px 16px',
          borderRadius: 10,
        }}
      >
        {'<Canvas><Group blendMode="screen"><Circle r={130} /></Group></Canvas>'}
      </code>
    </AbsoluteFill>
  );
}

/** Skia: blended circles breathing into a flower. */
export default templatePreview(Skia, 6, 45);
