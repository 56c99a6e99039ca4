import { createTikTokStyleCaptions, type Caption } from '@remotion/captions';
import { AbsoluteFill, interpolate, spring, useCurrentFrame } from 'remotion';
import { fps, sans, showcasePreview } from './kit';

/** A made-up line of speech, one word every 330 ms. */
const words = 'Most people quit right before it starts to work. So keep going'.split(' ');
const captions: Caption[] = words.map((word, i) => ({
  text: ` ${word}`,
  startMs: 150 + i * 330,
  endMs: 150 + (i + 1) * 330,
  timestampMs: null,
  confidence: 1,
}));
const { pages } = createTikTokStyleCaptions({ captions, combineTokensWithinMilliseconds: 900 });
const clamp = { extrapolateLeft: 'clamp', extrapolateRight: 'clamp' } as const;

/** Submagic: a short-form clip with word-by-word captions, a zoom and a b-roll cut-in. */
function CaptionedClip() {
  const frame = useCurrentFrame();
  const ms = (frame / fps) * 1000;
  const page = pages.findLast((p) => ms >= p.startMs) ?? pages[0]!;
  // A punch-in on the key word, and b-roll over the middle of the sentence.
  const zoom = interpolate(frame, [54, 62, 95, 100], [1, 1.18, 1.18, 1], clamp);
  const broll = frame >= 100 && frame < 126;
  return (
    <AbsoluteFill style={{ background: '#111827', fontFamily: sans, overflow: 'hidden' }}>
      <AbsoluteFill
        style={{
          transform: `scale(${zoom})`,
          background: 'radial-gradient(circle at 50% 40%, #475569, #0f172a 75%)',
        }}
      >
        <div
          style={{
            position: 'absolute',
            left: 380,
            top: 110,
            width: 200,
            height: 200,
            borderRadius: '50%',
            background: '#94a3b8',
          }}
        />
        <div
          style={{
            position: 'absolute',
            left: 280,
            top: 330,
            width: 400,
            height: 260,
            borderRadius: '180px 180px 0 0',
            background: '#64748b',
          }}
        />
      </AbsoluteFill>
      {broll && (
        <AbsoluteFill style={{ background: 'linear-gradient(#f59e0b, #db2777)' }}>
          <svg width={960} height={540} style={{ position: 'absolute', inset: 0 }}>
            <circle cx={700} cy={160} r={70} fill="#fde68a" />
            <polygon points={`0,540 ${260 - (frame - 100) * 3},260 520,540`} fill="#7c2d12" />
            <polygon points={`300,540 ${640 - (frame - 100) * 2},220 960,540`} fill="#9a3412" />
          </svg>
        </AbsoluteFill>
      )}
      <div style={{ position: 'absolute', left: 60, right: 60, bottom: 70, textAlign: 'center' }}>
        {page.tokens.map((token) => {
          const active = ms >= token.fromMs && ms < token.toMs;
          const pop = spring({
            frame: frame - Math.round((token.fromMs / 1000) * fps),
            fps,
            config: { damping: 12 },
          });
          return (
            <span
              key={token.fromMs}
              style={{
                display: 'inline-block',
                margin: '0 8px',
                fontSize: 56,
                fontWeight: 900,
                textTransform: 'uppercase',
                color: active ? '#facc15' : '#fff',
                WebkitTextStroke: '2px #000',
                textShadow: '0 5px 0 #000',
                transform: `scale(${active ? 1 + 0.12 * pop : 1})`,
              }}
            >
              {token.text.trim()}
            </span>
          );
        })}
      </div>
    </AbsoluteFill>
  );
}

export default showcasePreview('submagic', CaptionedClip, { seconds: 5, posterAt: 2 });
