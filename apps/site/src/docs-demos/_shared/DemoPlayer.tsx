import { Player, type PlayerRef } from '@remotion/player';
import type { CSSProperties, Ref } from 'react';
import { DemoScene } from './DemoScene';
import { demoDefaults, demoVideo, type DemoSceneProps } from './scene';

/** What a demo may change about the shared Player setup. */
export interface DemoPlayerProps {
  ref?: Ref<PlayerRef>;
  inputProps?: DemoSceneProps;
  controls?: boolean;
  showPlaybackRateControl?: boolean;
  loop?: boolean;
  playbackRate?: number;
  style?: CSSProperties;
}

/**
 * The Player every docs demo uses: the demo scene at 1280×720, 30 fps, full width. With
 * built-in controls, the space key is left to the page: otherwise the control bar moves
 * focus to its play button on mount, and a demo must never take focus.
 */
export function DemoPlayer({
  ref,
  inputProps = demoDefaults,
  controls = false,
  showPlaybackRateControl = false,
  loop = false,
  playbackRate = 1,
  style = { width: '100%' },
}: DemoPlayerProps) {
  return (
    <Player
      ref={ref}
      component={DemoScene}
      inputProps={inputProps}
      durationInFrames={demoVideo.durationInFrames}
      fps={demoVideo.fps}
      compositionWidth={demoVideo.width}
      compositionHeight={demoVideo.height}
      controls={controls}
      showPlaybackRateControl={showPlaybackRateControl}
      loop={loop}
      playbackRate={playbackRate}
      spaceKeyToPlayOrPause={false}
      acknowledgeRemotionLicense
      className="docs-demo__player"
      style={style}
    />
  );
}
