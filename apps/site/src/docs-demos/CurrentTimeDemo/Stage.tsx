import type { PlayerRef } from '@remotion/player';
import { useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { DemoPlayer } from '../_shared/DemoPlayer';
import { demoVideo, formatFrame } from '../_shared/scene';

const { fps, durationInFrames } = demoVideo;

/** Only this small component re-renders on every frame, not the Player's parent. */
function TimeDisplay({ player }: { player: RefObject<PlayerRef | null> }) {
  // Created once: the ref object is stable, so the subscription never has to change.
  const [subscribe] = useState(() => (onChange: () => void) => {
    const current = player.current;
    if (!current) return () => undefined;
    current.addEventListener('frameupdate', onChange);
    return () => current.removeEventListener('frameupdate', onChange);
  });
  const frame = useSyncExternalStore(
    subscribe,
    () => player.current?.getCurrentFrame() ?? 0,
    () => 0,
  );
  return (
    <p className="docs-demo__time">
      {formatFrame(frame, fps)} / {formatFrame(durationInFrames, fps)}
      <span className="docs-demo__muted"> · frame {frame}</span>
    </p>
  );
}

/** The heavy part of CurrentTimeDemo. */
export default function Stage() {
  const player = useRef<PlayerRef>(null);
  return (
    <div>
      <DemoPlayer ref={player} controls />
      <TimeDisplay player={player} />
    </div>
  );
}
