import type { PlayerRef } from '@remotion/player';
import { useEffect, useId, useRef, useState } from 'react';
import { DemoPlayer } from '../_shared/DemoPlayer';
import { demoVideo, formatFrame } from '../_shared/scene';

const { fps, durationInFrames } = demoVideo;
const lastFrame = durationInFrames - 1;

/** The heavy part of CustomControlsDemo: every control below calls a PlayerRef method. */
export default function Stage() {
  const id = useId();
  const player = useRef<PlayerRef>(null);
  const [playing, setPlaying] = useState(false);
  const [frame, setFrame] = useState(0);
  const [muted, setMuted] = useState(false);
  const [canFullscreen, setCanFullscreen] = useState(false);

  useEffect(() => {
    // Read on the client only, after hydration.
    setCanFullscreen(Boolean(document.fullscreenEnabled));
    const current = player.current;
    if (!current) return;
    const onPlay = () => setPlaying(true);
    const onPause = () => setPlaying(false);
    const onFrame = (e: { detail: { frame: number } }) => setFrame(e.detail.frame);
    const onMute = (e: { detail: { isMuted: boolean } }) => setMuted(e.detail.isMuted);
    current.addEventListener('play', onPlay);
    current.addEventListener('pause', onPause);
    current.addEventListener('ended', onPause);
    current.addEventListener('frameupdate', onFrame);
    current.addEventListener('mutechange', onMute);
    return () => {
      current.removeEventListener('play', onPlay);
      current.removeEventListener('pause', onPause);
      current.removeEventListener('ended', onPause);
      current.removeEventListener('frameupdate', onFrame);
      current.removeEventListener('mutechange', onMute);
    };
  }, []);

  const seekBy = (frames: number) => {
    const current = player.current;
    if (!current) return;
    current.seekTo(Math.min(lastFrame, Math.max(0, current.getCurrentFrame() + frames)));
  };

  return (
    <div>
      <DemoPlayer ref={player} />
      <div className="docs-demo__controls" role="group" aria-label="Custom player controls">
        <button
          type="button"
          onClick={(e) => player.current?.toggle(e)}
          aria-label={playing ? 'Pause' : 'Play'}
        >
          {playing ? '❚❚' : '▶'}
        </button>
        <button type="button" onClick={() => seekBy(-fps)} aria-label="Back one second">
          −1 s
        </button>
        <button type="button" onClick={() => seekBy(fps)} aria-label="Forward one second">
          +1 s
        </button>
        <label htmlFor={`${id}-seek`} className="docs-demo__sr-only">
          Position
        </label>
        <input
          id={`${id}-seek`}
          className="docs-demo__seek"
          type="range"
          min={0}
          max={lastFrame}
          step={1}
          value={frame}
          aria-valuetext={`${formatFrame(frame, fps)} of ${formatFrame(durationInFrames, fps)}`}
          onChange={(e) => player.current?.seekTo(Number(e.target.value))}
        />
        <span className="docs-demo__time-small">
          {formatFrame(frame, fps)} / {formatFrame(durationInFrames, fps)}
        </span>
        <button
          type="button"
          aria-pressed={muted}
          onClick={() => (muted ? player.current?.unmute() : player.current?.mute())}
        >
          Mute
        </button>
        {canFullscreen ? (
          <button type="button" onClick={() => player.current?.requestFullscreen()}>
            Fullscreen
          </button>
        ) : null}
      </div>
    </div>
  );
}
