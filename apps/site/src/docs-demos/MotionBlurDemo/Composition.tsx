import { CameraMotionBlur, Trail } from '@remotion/motion-blur';
import { AbsoluteFill, useCurrentFrame } from 'remotion';
import { rushX, spin } from './motion';
import type { BlurSettings } from './options';

/** What moves. It reads the frame itself, inside the wrapper, so every copy is shifted in time. */
function Movers() {
  const frame = useCurrentFrame();
  return (
    <AbsoluteFill>
      <div
        style={{
          position: 'absolute',
          top: 110,
          left: rushX(frame, 120, 1020),
          width: 140,
          height: 140,
          borderRadius: '50%',
          background: '#38bdf8',
        }}
      />
      <div
        style={{
          position: 'absolute',
          top: 490,
          left: 460,
          width: 360,
          height: 44,
          borderRadius: 22,
          background: '#f97316',
          transform: `rotate(${spin(frame)}deg)`,
        }}
      />
    </AbsoluteFill>
  );
}

/** The demo composition: the background outside, the movers in the chosen wrapper. */
export function BlurComposition(s: BlurSettings) {
  return (
    <AbsoluteFill style={{ backgroundColor: '#0f172a' }}>
      {s.effect === 'trail' ? (
        <Trail layers={s.layers} lagInFrames={s.lagInFrames} trailOpacity={s.trailOpacity}>
          <Movers />
        </Trail>
      ) : s.effect === 'camera' ? (
        <CameraMotionBlur shutterAngle={s.shutterAngle} samples={s.samples}>
          <Movers />
        </CameraMotionBlur>
      ) : (
        <Movers />
      )}
    </AbsoluteFill>
  );
}
