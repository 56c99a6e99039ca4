import type { Caption } from '@remotion/captions';
import { AbsoluteFill, interpolate, useCurrentFrame } from 'remotion';
import { at, fps, sans, showcasePreview } from './kit';

/** Made-up lyrics, timed word by word as a lyric-timing tool would. */
const lines = ['Hold the light, we are young', 'Sing it back to me'];
const timed: Caption[][] = lines.map((line, l) =>
  line.split(' ').map((text, i, words) => {
    const startMs = 300 + l * 2300 + (i * 2000) / words.length;
    return {
      text,
      startMs,
      endMs: startMs + 2000 / words.length,
      timestampMs: null,
      confidence: 1,
    };
  }),
);
const clamp = { extrapolateLeft: 'clamp', extrapolateRight: 'clamp' } as const;

/** MyKaraoke Video: lyric videos with the vocals removed and the words lighting up in time. */
function Karaoke() {
  const frame = useCurrentFrame();
  const ms = (frame / fps) * 1000;
  const current = ms < timed[1]![0]!.startMs - 200 ? 0 : 1;
  return (
    <AbsoluteFill
      style={{
        background: 'linear-gradient(160deg, #2e1065, #020617 70%)',
        fontFamily: sans,
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      {timed.map((words, l) => (
        <div
          key={l}
          style={{
            fontSize: l === current ? 52 : 38,
            fontWeight: 800,
            margin: '10px 0',
            opacity: l === current ? 1 : 0.45,
          }}
        >
          {words.map((word) => {
            const sung = interpolate(ms, [word.startMs, word.endMs], [0, 100], clamp);
            return (
              <span
                key={word.startMs}
                style={{
                  marginRight: '0.3em',
                  color: 'transparent',
                  backgroundClip: 'text',
                  WebkitBackgroundClip: 'text',
                  backgroundImage: `linear-gradient(90deg, #f0abfc ${sung}%, #fff ${sung}%)`,
                }}
              >
                {word.text}
              </span>
            );
          })}
        </div>
      ))}
      <div
        style={{ ...at(60, 420, 840), display: 'grid', gap: 10, color: '#c4b5fd', fontSize: 16 }}
      >
        {['Music', 'Vocals (removed)'].map((lane, i) => (
          <div key={lane} style={{ display: 'flex', alignItems: 'center', gap: 14 }}>
            <span style={{ width: 150 }}>{lane}</span>
            <div style={{ display: 'flex', alignItems: 'center', gap: 4, height: 34 }}>
              {Array.from({ length: 48 }, (_, b) => {
                const level = 0.5 + 0.5 * Math.sin(b * 0.9 + frame * 0.35) * Math.cos(b * 0.3);
                return (
                  <div
                    key={b}
                    style={{
                      width: 8,
                      height: i === 0 ? 6 + 26 * Math.abs(level) : 3,
                      borderRadius: 3,
                      background: i === 0 ? '#a855f7' : '#475569',
                    }}
                  />
                );
              })}
            </div>
          </div>
        ))}
      </div>
    </AbsoluteFill>
  );
}

export default showcasePreview('mykaraoke-video', Karaoke, { seconds: 5, posterAt: 1.5 });
