import type { TransitionTiming } from '@remotion/transitions';

/**
 * Our own timings, written the way the custom-timings page explains: clamp to 0 before the
 * start and 1 from the end on, no state, the same output for the same input.
 */

/** Progress in `steps` equal jumps instead of continuously. */
export const steppedTiming = ({
  durationInFrames,
  steps,
}: {
  durationInFrames: number;
  steps: number;
}): TransitionTiming => ({
  getDurationInFrames: () => durationInFrames,
  getProgress: ({ frame }) => {
    if (frame <= 0) return 0;
    if (frame >= durationInFrames) return 1;
    return Math.floor((frame / durationInFrames) * steps) / steps;
  },
});

/** Waits `holdFrames` at progress 0, then runs `inner`. */
export const withHold = (inner: TransitionTiming, holdFrames: number): TransitionTiming => ({
  getDurationInFrames: ({ fps }) => holdFrames + inner.getDurationInFrames({ fps }),
  getProgress: ({ frame, fps }) =>
    frame <= holdFrames ? 0 : inner.getProgress({ frame: frame - holdFrames, fps }),
});
