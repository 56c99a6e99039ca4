import { Player, type PlayerRef } from '@remotion/player';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { TitleCard } from './TitleCard';
import { titleCardVideo, type TitleCardProps } from './props';

const { fps, durationInFrames, width, height, initialFrame } = titleCardVideo;

/** Shows the Player's current frame, fed by its `frameupdate` and `seeked` events. */
function FrameReadout({ player }: { player: RefObject<PlayerRef | null> }) {
  const [frame, setFrame] = useState<number>(initialFrame);
  useEffect(() => {
    const current = player.current;
    if (!current) return;
    const onFrame = (e: { detail: { frame: number } }) => setFrame(e.detail.frame);
    current.addEventListener('frameupdate', onFrame);
    current.addEventListener('seeked', onFrame);
    return () => {
      current.removeEventListener('frameupdate', onFrame);
      current.removeEventListener('seeked', onFrame);
    };
  }, [player]);
  return (
    <p className="title-demo__readout">
      Frame <span data-testid="demo-frame">{frame}</span> of {durationInFrames}
    </p>
  );
}

/**
 * The live Player (loaded lazily: this module pulls in `remotion` and
 * `@remotion/player`). Arrow keys seek by one second while focus is on the
 * Player's controls.
 */
export default function DemoPlayer(props: TitleCardProps) {
  const player = useRef<PlayerRef>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = wrapper.current;
    if (!element) return;
    const onKey = (event: KeyboardEvent) => {
      const step = event.key === 'ArrowRight' ? fps : event.key === 'ArrowLeft' ? -fps : 0;
      const current = player.current;
      if (!step || !current || event.target instanceof HTMLInputElement) return;
      event.preventDefault();
      const next = Math.min(durationInFrames - 1, Math.max(0, current.getCurrentFrame() + step));
      current.seekTo(next);
    };
    element.addEventListener('keydown', onKey);
    return () => element.removeEventListener('keydown', onKey);
  }, []);
  return (
    <div ref={wrapper} className="title-demo__player">
      <Player
        ref={player}
        component={TitleCard}
        inputProps={props}
        durationInFrames={durationInFrames}
        fps={fps}
        compositionWidth={width}
        compositionHeight={height}
        initialFrame={initialFrame}
        style={{ width: '100%', aspectRatio: `${width} / ${height}` }}
        controls
        loop
        showVolumeControls
        allowFullscreen
        clickToPlay
        // Otherwise the Player moves focus to its play button when it mounts.
        spaceKeyToPlayOrPause={false}
        acknowledgeRemotionLicense
      />
      <FrameReadout player={player} />
    </div>
  );
}
