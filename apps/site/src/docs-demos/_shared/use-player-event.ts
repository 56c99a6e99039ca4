import type { CallbackListener, EventTypes, PlayerRef } from '@remotion/player';
import { useEffect, type RefObject } from 'react';

/** Subscribes `listener` to a Player event while the component is mounted. */
export function usePlayerEvent<T extends EventTypes>(
  player: RefObject<PlayerRef | null>,
  name: T,
  listener: CallbackListener<T>,
) {
  useEffect(() => {
    const current = player.current;
    if (!current) return;
    current.addEventListener(name, listener);
    return () => current.removeEventListener(name, listener);
  }, [player, name, listener]);
}
