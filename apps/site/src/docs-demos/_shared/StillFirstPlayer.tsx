import { Player, type PlayerRef } from '@remotion/player';
import type { ComponentType, Ref } from 'react';
import { usePrefersReducedMotion } from './use-reduced-motion';
import { demoVideo } from './scene';

/** Props of {@link StillFirstPlayer}. */
export interface StillFirstPlayerProps<P extends Record<string, unknown>> {
  /** The composition: our own, silent. */
  component: ComponentType<P>;
  inputProps: P;
  /** @default 150 (5 seconds at 30 fps) */
  durationInFrames?: number;
  /** The frame shown before the reader presses play: one where the effect is visible. */
  stillFrame: number;
  ref?: Ref<PlayerRef>;
}

/**
 * The Player of the toolkit-package demos (transitions, noise, motion blur): 1280×720 at
 * 30 fps, paused on a meaningful still until the reader presses play, with the built-in
 * controls. It never plays by itself and never takes focus (the space key is left to the page,
 * otherwise the control bar focuses its play button). With `prefers-reduced-motion: reduce`, it
 * plays once and rests on the last frame instead of looping.
 */
export function StillFirstPlayer<P extends Record<string, unknown>>({
  component,
  inputProps,
  durationInFrames = demoVideo.durationInFrames,
  stillFrame,
  ref,
}: StillFirstPlayerProps<P>) {
  const reducedMotion = usePrefersReducedMotion();
  return (
    <Player
      ref={ref}
      component={component}
      inputProps={inputProps}
      durationInFrames={durationInFrames}
      fps={demoVideo.fps}
      compositionWidth={demoVideo.width}
      compositionHeight={demoVideo.height}
      initialFrame={Math.min(Math.max(0, Math.round(stillFrame)), durationInFrames - 1)}
      autoPlay={false}
      controls
      loop={!reducedMotion}
      moveToBeginningWhenEnded={!reducedMotion}
      showVolumeControls={false}
      spaceKeyToPlayOrPause={false}
      acknowledgeRemotionLicense
      className="docs-demo__player"
      style={{ width: '100%' }}
    />
  );
}
