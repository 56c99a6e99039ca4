import { AbsoluteFill, interpolate, useCurrentFrame, useVideoConfig } from 'remotion';
import { font, palette, templatePreview } from './_parts/ui';

const bands = 72;
/** 120 beats per minute at 30 fps. */
const beatEvery = 15;

/** Level of frequency band `i` at `frame`, with the low bands kicking on every beat. */
function band(i: number, frame: number): number {
  const kick = Math.exp(-(frame % beatEvery) / 4) * Math.max(0, 1 - i / 18);
  const melody = Math.abs(Math.sin(i * 0.37 + frame * 0.21) * Math.cos(i * 0.11 - frame * 0.08));
  return Math.min(1, 0.12 + 0.55 * melody + 0.6 * kick);
}

/**
 * Music Visualization: a spectrum of bars around spinning cover art that pulses on the beat,
 * with the track's title and progress, every value derived from the frame (no audio file).
 */
function MusicVisualization() {
  const frame = useCurrentFrame();
  const { durationInFrames } = useVideoConfig();
  const pulse = 1 + 0.07 * Math.exp(-(frame % beatEvery) / 3);
  const spin = interpolate(frame, [0, durationInFrames], [0, 90]);
  return (
    <AbsoluteFill
      style={{
        background: 'radial-gradient(circle at 50% 45%, #312e81, #0b1020 70%)',
        fontFamily: font,
        color: palette.text,
      }}
    >
      <svg viewBox="-640 -360 1280 720" width={1280} height={720} style={{ position: 'absolute' }}>
        <g transform="translate(0 -30)">
          {Array.from({ length: bands }, (_, i) => {
            const angle = (i / bands) * 360 + spin / 3;
            const length = 30 + band(i < bands / 2 ? i : bands - i, frame) * 150;
            return (
              <rect
                key={i}
                x={-6}
                y={-(150 + length)}
                width={12}
                height={length}
                rx={6}
                fill={`hsl(${260 + (i % (bands / 2)) * 3} 90% 65%)`}
                transform={`rotate(${angle})`}
              />
            );
          })}
          <g transform={`scale(${pulse}) rotate(${spin})`}>
            <circle r={140} fill="url(#tpl-music-cover)" />
            <circle r={22} fill="#0b1020" />
          </g>
          <defs>
            <linearGradient id="tpl-music-cover" x1="0" y1="0" x2="1" y2="1">
              <stop offset="0" stopColor="#f472b6" />
              <stop offset="0.5" stopColor="#8b5cf6" />
              <stop offset="1" stopColor="#22d3ee" />
            </linearGradient>
          </defs>
        </g>
      </svg>
      <div style={{ position: 'absolute', left: 60, bottom: 54, right: 60 }}>
        <div style={{ fontSize: 36, fontWeight: 800 }}>Night Drive</div>
        <div style={{ fontSize: 24, color: palette.muted, marginBottom: 16 }}>
          Demo track · 120 BPM
        </div>
        <div style={{ height: 8, borderRadius: 4, background: 'rgba(255,255,255,0.2)' }}>
          <div
            style={{
              width: `${(frame / (durationInFrames - 1)) * 100}%`,
              height: '100%',
              borderRadius: 4,
              background: '#f472b6',
            }}
          />
        </div>
      </div>
    </AbsoluteFill>
  );
}

/** Music Visualization: a beat-driven spectrum around spinning cover art. */
export default templatePreview(MusicVisualization, 5, 62);
