import { TransitionSeries } from '@remotion/transitions';
import { useMemo } from 'react';
import { AbsoluteFill, useVideoConfig } from 'remotion';
import { makeTiming, transitionElement } from './build';
import type { TransitionSettings } from './options';
import { ProgressChart } from './ProgressChart';
import { Scene } from './Scene';

/**
 * Where the scenes go in a series of `total` frames with one transition of `length` frames:
 * the transition is centred, so its middle frame stays the same whatever its length.
 */
export function sceneLengths(total: number, length: number) {
  const first = Math.ceil((total + length) / 2);
  const second = total + length - first;
  return { first, second, start: first - length };
}

/** The demo composition: two scenes of ours with the chosen presentation and timing. */
export function TransitionComposition(settings: TransitionSettings) {
  const { fps, width, height, durationInFrames } = useVideoConfig();
  const timing = useMemo(() => makeTiming(settings), [settings]);
  const { first, second, start } = sceneLengths(
    durationInFrames,
    timing.getDurationInFrames({ fps }),
  );
  // none() changes nothing itself: the scenes animate their content over one background.
  const bare = settings.presentation === 'none';
  return (
    <AbsoluteFill style={{ backgroundColor: '#0f172a' }}>
      <TransitionSeries>
        <TransitionSeries.Sequence durationInFrames={first}>
          <Scene which="a" bare={bare} readout={settings.readout} />
        </TransitionSeries.Sequence>
        {transitionElement(settings, timing, { width, height })}
        <TransitionSeries.Sequence durationInFrames={second}>
          <Scene which="b" bare={bare} readout={settings.readout} />
        </TransitionSeries.Sequence>
      </TransitionSeries>
      {settings.readout === 'progress' ? <ProgressChart timing={timing} start={start} /> : null}
    </AbsoluteFill>
  );
}
