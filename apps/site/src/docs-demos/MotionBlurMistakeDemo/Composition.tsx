import { CameraMotionBlur, Trail } from '@remotion/motion-blur';
import type { ReactNode } from 'react';
import { AbsoluteFill, useCurrentFrame } from 'remotion';
import { rushX } from '../MotionBlurDemo/motion';
import { mistakeLabels, type MistakeSettings, type Wrapper } from './options';

const HALF = 640;
const background = '#0f172a';
const panel = '#1e293b';

/** A ball at `left`: it reads no frame, so it is the same in every copy. */
function Ball({ left }: { left: number }) {
  return (
    <div
      style={{
        position: 'absolute',
        top: 300,
        left,
        width: 120,
        height: 120,
        borderRadius: '50%',
        background: '#38bdf8',
      }}
    />
  );
}

/** The right way: the component inside the wrapper reads the frame itself. */
function MovingBall() {
  return <Ball left={rushX(useCurrentFrame(), 40, HALF - 160)} />;
}

function Wrap({ wrapper, children }: { wrapper: Wrapper; children: ReactNode }) {
  return wrapper === 'trail' ? (
    <Trail layers={8} lagInFrames={0.75} trailOpacity={0.6}>
      {children}
    </Trail>
  ) : (
    <CameraMotionBlur shutterAngle={270} samples={12}>
      {children}
    </CameraMotionBlur>
  );
}

function Half({
  side,
  label,
  children,
}: {
  side: 'left' | 'right';
  label: string;
  children: ReactNode;
}) {
  return (
    <AbsoluteFill style={{ left: side === 'left' ? 0 : HALF, width: HALF, overflow: 'hidden' }}>
      {children}
      <div
        style={{
          position: 'absolute',
          top: 36,
          left: 40,
          right: 40,
          color: side === 'left' ? '#fca5a5' : '#86efac',
          fontFamily: 'system-ui, sans-serif',
          fontSize: 36,
          fontWeight: 700,
        }}
      >
        {side === 'left' ? '✗ ' : '✓ '}
        {label}
      </div>
    </AbsoluteFill>
  );
}

/** Wrong setup on the left, right setup on the right, the same motion in both. */
export function MistakeComposition({ wrapper, mistake }: MistakeSettings) {
  const frame = useCurrentFrame();
  return (
    <AbsoluteFill style={{ backgroundColor: background }}>
      <Half side="left" label={mistakeLabels[mistake]}>
        {mistake === 'outside' ? (
          <>
            <AbsoluteFill style={{ backgroundColor: panel }} />
            {/* Computed here, once, at the real frame: every copy gets the same `left`. */}
            <Wrap wrapper={wrapper}>
              <Ball left={rushX(frame, 40, HALF - 160)} />
            </Wrap>
          </>
        ) : (
          // The top copy's opaque background covers the copies below it.
          <Wrap wrapper={wrapper}>
            <AbsoluteFill style={{ backgroundColor: panel }} />
            <MovingBall />
          </Wrap>
        )}
      </Half>
      <Half side="right" label="Frame read inside, background outside">
        <AbsoluteFill style={{ backgroundColor: panel }} />
        <Wrap wrapper={wrapper}>
          <MovingBall />
        </Wrap>
      </Half>
      <div
        style={{
          position: 'absolute',
          left: HALF - 2,
          width: 4,
          top: 0,
          bottom: 0,
          background: '#475569',
        }}
      />
    </AbsoluteFill>
  );
}
