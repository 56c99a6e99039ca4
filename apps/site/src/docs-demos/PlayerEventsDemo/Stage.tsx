import type { EventTypes, PlayerRef } from '@remotion/player';
import { useEffect, useRef, useState } from 'react';
import { DemoPlayer } from '../_shared/DemoPlayer';

/** The events this demo logs (not `frameupdate`/`timeupdate`, which fire continuously). */
const logged = [
  'play',
  'pause',
  'seeked',
  'ended',
  'ratechange',
  'volumechange',
  'mutechange',
  'fullscreenchange',
  'scalechange',
  'waiting',
  'resume',
  'error',
] as const satisfies readonly EventTypes[];

interface LogEntry {
  id: number;
  name: string;
  detail: string;
  count: number;
}

/** The heavy part of PlayerEventsDemo. */
export default function Stage() {
  const player = useRef<PlayerRef>(null);
  const [entries, setEntries] = useState<LogEntry[]>([]);
  const nextId = useRef(0);

  useEffect(() => {
    const current = player.current;
    if (!current) return;
    const add = (name: string, detail: unknown) => {
      const text = detail === undefined ? '' : JSON.stringify(detail);
      setEntries((list) => {
        const last = list[list.length - 1];
        // Repeats (e.g. many `seeked` while scrubbing) update one line instead of adding many.
        if (last && last.name === name) {
          return [...list.slice(0, -1), { ...last, detail: text, count: last.count + 1 }];
        }
        return [...list, { id: nextId.current++, name, detail: text, count: 1 }].slice(-6);
      });
    };
    const listeners = logged.map((name) => {
      const listener = (e: { detail: unknown }) => add(name, e.detail);
      current.addEventListener(name, listener);
      return () => current.removeEventListener(name, listener);
    });
    return () => listeners.forEach((remove) => remove());
  }, []);

  return (
    <div>
      <DemoPlayer ref={player} controls showPlaybackRateControl />
      <div className="docs-demo__toolbar">
        <p className="docs-demo__heading">Event log</p>
        <button type="button" onClick={() => setEntries([])} disabled={entries.length === 0}>
          Clear log
        </button>
      </div>
      <ol className="docs-demo__log" aria-live="polite" aria-label="Player events">
        {entries.length === 0 ? (
          <li className="docs-demo__log--empty">Play, seek or change the speed to see events.</li>
        ) : (
          entries.map((entry) => (
            <li key={entry.id}>
              <code>{entry.name}</code> {entry.detail}
              {entry.count > 1 ? ` (×${entry.count})` : ''}
            </li>
          ))
        )}
      </ol>
    </div>
  );
}
