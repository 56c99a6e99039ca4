import { useMemo } from 'react';
import { StillFirstPlayer } from '../_shared/StillFirstPlayer';
import { demoVideo } from '../_shared/scene';
import { makeTiming } from './build';
import { sceneLengths, TransitionComposition } from './Composition';
import type { TransitionSettings } from './options';

const { fps, durationInFrames } = demoVideo;

/** The heavy part of TransitionDemo: the Player and what the timing works out to. */
export default function Stage({ settings }: { settings: TransitionSettings }) {
  const layout = useMemo(() => {
    const timing = makeTiming(settings);
    const length = timing.getDurationInFrames({ fps });
    // The still: the first frame at which the transition is 40 % done, so both scenes show
    // (a clock wipe is a clear pie there, a spring has not nearly finished yet).
    let into = 0;
    while (into < length && timing.getProgress({ frame: into, fps }) < 0.4) into++;
    return { length, into, ...sceneLengths(durationInFrames, length) };
  }, [settings]);
  return (
    <div>
      <StillFirstPlayer
        component={TransitionComposition}
        inputProps={settings}
        stillFrame={layout.start + layout.into}
      />
      <p className="docs-demo__caption">
        Transition: {layout.length} frames, from frame {layout.start} to {layout.first - 1}. Scenes
        of {layout.first} and {layout.second} frames make a series of {durationInFrames} frames.
      </p>
    </div>
  );
}
