import { AbsoluteFill, interpolate, interpolateColors, spring, useCurrentFrame } from 'remotion';
import { fps, sans, showcasePreview } from './kit';

const prompt = 'Three facts about octopuses';
/** The scenes the "generated" vertical video shows: a caption over a changing backdrop. */
const scenes = [
  { at: 55, words: 'They have three hearts', colors: ['#7c3aed', '#db2777'] },
  { at: 90, words: 'Their blood is blue', colors: ['#0369a1', '#4f46e5'] },
  { at: 125, words: 'Each arm can taste', colors: ['#b45309', '#be123c'] },
] as const;

/** Revid: a line of text becomes a short, editable social media video. */
function TextToVideo() {
  const frame = useCurrentFrame();
  const typed = Math.floor(
    interpolate(frame, [4, 40], [0, prompt.length], {
      extrapolateLeft: 'clamp',
      extrapolateRight: 'clamp',
    }),
  );
  const press = interpolate(frame, [44, 48, 54], [1, 0.92, 1], {
    extrapolateLeft: 'clamp',
    extrapolateRight: 'clamp',
  });
  const phone = spring({ frame, fps, delay: 45, config: { damping: 15 } });
  const sceneIndex = scenes.findLastIndex((s) => frame >= s.at);
  const scene = scenes[Math.max(0, sceneIndex)]!;
  const local = frame - scene.at;
  const words = scene.words.split(' ');
  return (
    <AbsoluteFill style={{ background: '#f8fafc', fontFamily: sans, color: '#0f172a' }}>
      <div style={{ position: 'absolute', left: 60, top: 150, width: 420 }}>
        <div style={{ fontSize: 20, color: '#64748b', marginBottom: 12 }}>Your idea</div>
        <div
          style={{
            minHeight: 110,
            padding: 20,
            borderRadius: 14,
            border: '2px solid #cbd5e1',
            background: '#fff',
            fontSize: 30,
            lineHeight: 1.3,
          }}
        >
          {prompt.slice(0, typed)}
          <span style={{ opacity: frame % 16 < 8 && frame < 48 ? 1 : 0 }}>|</span>
        </div>
        <div
          style={{
            display: 'inline-block',
            marginTop: 20,
            padding: '14px 28px',
            borderRadius: 999,
            background: '#4f46e5',
            color: '#fff',
            fontSize: 24,
            fontWeight: 700,
            transform: `scale(${press})`,
          }}
        >
          Generate video
        </div>
      </div>
      <div
        style={{
          position: 'absolute',
          right: 110,
          top: 50,
          width: 248,
          height: 440,
          boxSizing: 'border-box',
          borderRadius: 28,
          overflow: 'hidden',
          border: '8px solid #0f172a',
          transform: `scale(${phone})`,
          background: `linear-gradient(160deg, ${scene.colors[0]}, ${interpolateColors(local, [0, 30], [scene.colors[0], scene.colors[1]])})`,
          display: 'flex',
          flexWrap: 'wrap',
          alignContent: 'center',
          justifyContent: 'center',
          gap: '4px 10px',
          padding: 20,
        }}
      >
        {words.map((word, i) => {
          const pop = spring({ frame: local, fps, delay: i * 4, config: { damping: 12 } });
          return (
            <span
              key={`${scene.at}-${word}`}
              style={{
                color: i === words.length - 1 ? '#fde047' : '#fff',
                fontSize: 34,
                fontWeight: 900,
                textShadow: '0 3px 0 rgb(0 0 0 / 0.35)',
                transform: `scale(${pop})`,
              }}
            >
              {word}
            </span>
          );
        })}
      </div>
    </AbsoluteFill>
  );
}

export default showcasePreview('revid', TextToVideo, { seconds: 5, posterAt: 2.85 });
