import { AbsoluteFill, interpolate, useCurrentFrame, useVideoConfig } from 'remotion';
import { clamp, font, palette, templatePreview } from './_parts/ui';

const words =
  'So the trick is to cut the best thirty seconds of the episode and let the words carry it.'.split(
    ' ',
  );
const perWord = 8;
const bars = 48;

/** Loudness of bar `i` at `frame`: our own numbers, quieter in the pauses between words. */
function level(i: number, frame: number): number {
  const pause = frame % perWord > 5 ? 0.35 : 1;
  const wave = Math.abs(Math.sin(i * 0.71 + frame * 0.42) * Math.sin(i * 0.19 - frame * 0.13));
  return 0.08 + 0.92 * wave * pause;
}

/**
 * Audiogram: a podcast clip for social media: cover art, the words being said appearing as
 * captions, and a waveform of the audio (drawn from generated levels) with the clip's progress.
 */
function Audiogram() {
  const frame = useCurrentFrame();
  const { durationInFrames, fps } = useVideoConfig();
  const spoken = Math.floor(
    interpolate(frame, [6, 6 + words.length * perWord], [0, words.length], clamp),
  );
  const page = Math.floor(Math.max(0, spoken - 1) / 9);
  const progress = frame / (durationInFrames - 1);
  return (
    <AbsoluteFill
      style={{
        background: '#111827',
        fontFamily: font,
        color: palette.text,
        flexDirection: 'row',
        padding: 64,
        boxSizing: 'border-box',
        gap: 56,
      }}
    >
      <div style={{ width: 340, display: 'flex', flexDirection: 'column', gap: 18 }}>
        <div
          style={{
            width: 340,
            height: 340,
            boxSizing: 'border-box',
            borderRadius: 24,
            background: 'linear-gradient(135deg, #f97316, #db2777 60%, #7c3aed)',
            display: 'flex',
            alignItems: 'flex-end',
            padding: 28,
            fontSize: 46,
            fontWeight: 900,
            lineHeight: 1,
          }}
        >
          The Build Log
        </div>
        <span style={{ fontSize: 26, fontWeight: 700 }}>Episode 42</span>
        <span style={{ fontSize: 22, color: palette.muted }}>
          Editing a clip that people finish
        </span>
      </div>
      <div
        style={{
          flex: 1,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
        }}
      >
        <p style={{ margin: 0, fontSize: 52, fontWeight: 700, lineHeight: 1.3, minHeight: 270 }}>
          {words.slice(page * 9, page * 9 + 9).map((word, i) => (
            <span key={i} style={{ opacity: page * 9 + i < spoken ? 1 : 0.18 }}>
              {word}{' '}
            </span>
          ))}
        </p>
        <div style={{ display: 'flex', alignItems: 'center', gap: 6, height: 170 }}>
          {Array.from({ length: bars }, (_, i) => (
            <span
              key={i}
              style={{
                flex: 1,
                height: `${level(i, frame) * 100}%`,
                borderRadius: 6,
                background: i / bars <= progress ? '#f97316' : '#4b5563',
              }}
            />
          ))}
        </div>
        <div
          style={{
            display: 'flex',
            justifyContent: 'space-between',
            fontSize: 22,
            color: palette.muted,
          }}
        >
          <span>0:0{Math.floor(frame / fps)}</span>
          <span>0:0{Math.round(durationInFrames / fps)}</span>
        </div>
      </div>
    </AbsoluteFill>
  );
}

/** Audiogram: cover, captions and a waveform of a podcast clip. */
export default templatePreview(Audiogram, 6, 100);
