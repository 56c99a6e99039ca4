import { createTikTokStyleCaptions, type Caption } from '@remotion/captions';
import { AbsoluteFill, interpolate, spring, useCurrentFrame, useVideoConfig } from 'remotion';
import { font, mono, palette, templatePreview } from './_parts/ui';

/** What a transcription would return: one caption per word, with a leading space. */
const captions: Caption[] = 'this is how your clip looks with captions that pop word by word'
  .split(' ')
  .map((word, i) => ({
    text: ` ${word}`,
    startMs: 150 + i * 330,
    endMs: 150 + (i + 1) * 330,
    timestampMs: null,
    confidence: 1,
  }));
const { pages } = createTikTokStyleCaptions({ captions, combineTokensWithinMilliseconds: 900 });

/**
 * TikTok: a vertical clip with word-by-word captions made by `@remotion/captions` from
 * per-word timings, the spoken word highlighted, next to the transcript the captions come from.
 */
function TikTok() {
  const frame = useCurrentFrame();
  const { fps } = useVideoConfig();
  const ms = (frame / fps) * 1000;
  const page = pages.findLast((p) => p.startMs <= ms) ?? pages[0];
  const pageFrame = page ? Math.round((page.startMs / 1000) * fps) : 0;
  const pop = spring({ frame: frame - pageFrame, fps, config: { damping: 12 } });
  const word = captions.findIndex((c) => c.startMs <= ms && ms < c.endMs);
  const first = Math.max(0, Math.min(captions.length - 9, word - 4));
  return (
    <AbsoluteFill
      style={{
        background: palette.ink,
        fontFamily: font,
        color: palette.text,
        flexDirection: 'row',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 70,
      }}
    >
      <div
        style={{
          position: 'relative',
          width: 360,
          height: 640,
          borderRadius: 36,
          overflow: 'hidden',
          border: '8px solid #020617',
          background: `linear-gradient(${160 + frame / 2}deg, #fb7185, #a855f7 55%, #1e1b4b)`,
        }}
      >
        {[0, 1, 2].map((i) => (
          <div
            key={i}
            style={{
              position: 'absolute',
              width: 160,
              height: 160,
              borderRadius: 80,
              background: 'rgba(255,255,255,0.18)',
              left: 30 + i * 90 + Math.sin(frame / 20 + i) * 30,
              top: 80 + i * 120 + Math.cos(frame / 25 + i) * 40,
            }}
          />
        ))}
        <div
          style={{
            position: 'absolute',
            left: 16,
            right: 16,
            top: 380,
            textAlign: 'center',
            transform: `scale(${interpolate(pop, [0, 1], [0.8, 1])})`,
          }}
        >
          {page?.tokens.map((token) => {
            const active = token.fromMs <= ms && ms < token.toMs;
            return (
              <span
                key={token.fromMs}
                style={{
                  fontSize: 46,
                  fontWeight: 900,
                  textTransform: 'uppercase',
                  color: active ? '#facc15' : '#fff',
                  WebkitTextStroke: '2px #000',
                  paintOrder: 'stroke',
                }}
              >
                {token.text.trim()}{' '}
              </span>
            );
          })}
        </div>
      </div>
      <div style={{ width: 420, fontFamily: mono, fontSize: 22, lineHeight: 1.7 }}>
        <div style={{ fontFamily: font, fontSize: 26, fontWeight: 800, marginBottom: 14 }}>
          Transcribed locally with Whisper.cpp
        </div>
        {captions.slice(first, first + 9).map((c, i) => (
          <div key={c.startMs} style={{ color: first + i === word ? '#facc15' : palette.muted }}>
            {(c.startMs / 1000).toFixed(2)}s {c.text.trim()}
          </div>
        ))}
      </div>
    </AbsoluteFill>
  );
}

/** TikTok: word-by-word captions on a vertical clip. */
export default templatePreview(TikTok, 5, 50);
