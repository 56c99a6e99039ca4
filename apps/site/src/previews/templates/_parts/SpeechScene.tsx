import { AbsoluteFill, interpolate, useCurrentFrame } from 'remotion';
import { clamp, font, palette } from './ui';

/** Props of {@link SpeechScene}. */
export interface SpeechSceneProps {
  /** The speech service, shown as a chip. */
  provider: string;
  /** The text that is turned into speech. */
  text: string;
  accent: string;
}

const start = 12;
const perWord = 9;

/**
 * Text to speech: the script on top, the voice's waveform in the middle with a playhead, and
 * the word being spoken as a caption below, as if the synthesized audio were playing.
 */
export function SpeechScene({ provider, text, accent }: SpeechSceneProps) {
  const frame = useCurrentFrame();
  const words = text.split(' ');
  const current = Math.min(words.length - 1, Math.floor((frame - start) / perWord));
  const speaking = frame >= start && frame < start + words.length * perWord;
  const loud = (i: number) =>
    speaking
      ? 0.25 + 0.75 * Math.abs(Math.sin(frame * 0.35 + i * 0.9) * Math.cos(i * 0.45 + frame * 0.12))
      : 0.06;
  const playhead = interpolate(frame, [start, start + words.length * perWord], [0, 1], clamp);
  const first = Math.max(0, current - 1);
  const line = words.slice(first, current + 2);
  return (
    <AbsoluteFill
      style={{
        background: palette.ink,
        fontFamily: font,
        color: palette.text,
        padding: 56,
        boxSizing: 'border-box',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 16, fontSize: 26 }}>
        <span
          style={{
            padding: '8px 18px',
            borderRadius: 22,
            background: accent,
            color: '#fff',
            fontWeight: 700,
          }}
        >
          {provider}
        </span>
        <span style={{ color: palette.muted }}>text → speech → video</span>
      </div>
      <p style={{ margin: '34px 0 0', fontSize: 40, lineHeight: 1.45, maxWidth: 1100 }}>
        {words.map((word, i) => (
          <span
            key={i}
            style={{
              color: i < current ? palette.text : i === current && speaking ? '#fff' : '#64748b',
              background: i === current && speaking ? accent : 'transparent',
              borderRadius: 8,
              padding: '0 6px',
              margin: '0 -6px',
            }}
          >
            {word}{' '}
          </span>
        ))}
      </p>
      <div
        style={{
          position: 'relative',
          display: 'flex',
          alignItems: 'center',
          gap: 6,
          height: 120,
          marginTop: 30,
        }}
      >
        {Array.from({ length: 84 }, (_, i) => (
          <span
            key={i}
            style={{
              flex: 1,
              height: `${loud(i) * 100}%`,
              borderRadius: 4,
              background: i / 84 < playhead ? accent : palette.line,
            }}
          />
        ))}
        <span
          style={{
            position: 'absolute',
            left: `${playhead * 100}%`,
            top: -10,
            bottom: -10,
            width: 4,
            background: '#fff',
          }}
        />
      </div>
      <div
        style={{
          position: 'absolute',
          left: 0,
          right: 0,
          bottom: 70,
          textAlign: 'center',
          fontSize: 64,
          fontWeight: 800,
        }}
      >
        {speaking &&
          line.map((word, i) => (
            <span
              key={first + i}
              style={{ color: first + i === current ? accent : '#fff', margin: '0 12px' }}
            >
              {word}
            </span>
          ))}
      </div>
    </AbsoluteFill>
  );
}
