import { lazy } from 'react';
import { LazyStage } from '../_shared/LazyStage';
import { demoVideo, formatFrame } from '../_shared/scene';

const Stage = lazy(() => import('./Stage'));

/** A Player and, under it, the current time read from the Player's `frameupdate` event. */
export function CurrentTimeDemo() {
  const below = (
    <p className="docs-demo__time">
      {formatFrame(0, demoVideo.fps)} / {formatFrame(demoVideo.durationInFrames, demoVideo.fps)}
    </p>
  );
  return (
    <LazyStage below={below}>
      <Stage />
    </LazyStage>
  );
}
