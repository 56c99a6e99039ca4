import { useMemo } from 'react';
import { demoVideo } from '../_shared/scene';
import { StillFirstPlayer } from '../_shared/StillFirstPlayer';
import { PathScene, type PathSceneProps } from './PathScene';
import type { PathHelper } from './samples';

/** Half-way, every scene shows its effect part-way done: the still before play. */
const stillFrame = Math.round(demoVideo.durationInFrames / 2);

/** The heavy part of PathDemo (loads `@remotion/paths`, `remotion` and the Player). */
export default function Stage({ helper, d }: { helper: PathHelper; d: string }) {
  const inputProps = useMemo<PathSceneProps>(() => ({ helper, d }), [helper, d]);
  return <StillFirstPlayer component={PathScene} inputProps={inputProps} stillFrame={stillFrame} />;
}
