import { palette } from './ui';

/** A clip on a track, from and to as fractions of the timeline's length. */
export interface Clip {
  from: number;
  to: number;
  colour: string;
  label?: string;
}

/** One row of the timeline, with an optional name at its left. */
export interface Track {
  name?: string;
  clips: Clip[];
}

const nameWidth = 110;
const rowHeight = 32;

/** An editor's timeline: tracks of clips and a playhead at `playhead` (0 to 1). */
export function Timeline({ tracks, playhead }: { tracks: Track[]; playhead: number }) {
  const offset = tracks.some((t) => t.name) ? nameWidth : 0;
  const at = (fraction: number) => `calc(${offset}px + (100% - ${offset}px) * ${fraction})`;
  return (
    <div style={{ position: 'relative', height: tracks.length * (rowHeight + 8), fontSize: 18 }}>
      {tracks.map((track, row) => (
        <div key={row}>
          <span
            style={{ position: 'absolute', top: row * (rowHeight + 8) + 4, color: palette.muted }}
          >
            {track.name}
          </span>
          {track.clips.map((clip) => (
            <span
              key={clip.from}
              style={{
                position: 'absolute',
                left: at(clip.from),
                width: `calc((100% - ${offset}px) * ${clip.to - clip.from} - 6px)`,
                top: row * (rowHeight + 8),
                height: rowHeight,
                borderRadius: 6,
                background: clip.colour,
                padding: '4px 10px',
                boxSizing: 'border-box',
              }}
            >
              {clip.label}
            </span>
          ))}
        </div>
      ))}
      <span
        style={{
          position: 'absolute',
          top: -6,
          bottom: -6,
          left: at(playhead),
          width: 3,
          background: '#fff',
        }}
      />
    </div>
  );
}
