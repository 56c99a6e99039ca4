import { AbsoluteFill, interpolate, useCurrentFrame } from 'remotion';
import { clamp, font, mono, palette, templatePreview } from './_parts/ui';

const cards = [
  { title: 'Shipping our 4.0 release', author: 'Release notes', hue: 210 },
  { title: 'How we render 10k videos a day', author: 'Engineering blog', hue: 330 },
  { title: 'Meet the team in Zürich', author: 'Company news', hue: 150 },
];
const each = 50;

/**
 * Still images: the template's image server answering requests. Each request's data becomes
 * one PNG social card: still frames, not a video; the preview just walks through three of them.
 */
function Still() {
  const frame = useCurrentFrame();
  const index = Math.min(cards.length - 1, Math.floor(frame / each));
  const card = cards[index] ?? cards[0]!;
  const local = frame - index * each;
  const flash = interpolate(local, [8, 12, 22], [0, 0.9, 0], clamp);
  const shown = local >= 10;
  return (
    <AbsoluteFill
      style={{
        background: palette.ink,
        fontFamily: font,
        color: palette.text,
        padding: 56,
        boxSizing: 'border-box',
        gap: 28,
      }}
    >
      <div style={{ fontFamily: mono, fontSize: 24, color: palette.muted }}>
        <span style={{ color: '#4ade80' }}>GET</span> /image?title=
        {encodeURIComponent(card.title)}
      </div>
      <div style={{ display: 'flex', gap: 40, alignItems: 'flex-start' }}>
        <div
          style={{
            position: 'relative',
            width: 800,
            height: 420,
            borderRadius: 16,
            overflow: 'hidden',
            background: shown
              ? `linear-gradient(135deg, hsl(${card.hue} 80% 45%), hsl(${card.hue + 40} 80% 25%))`
              : palette.panel,
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'flex-end',
            padding: 48,
          }}
        >
          {shown && (
            <>
              <div style={{ fontSize: 26, opacity: 0.85 }}>{card.author}</div>
              <div style={{ fontSize: 64, fontWeight: 900, lineHeight: 1.05 }}>{card.title}</div>
            </>
          )}
          <div style={{ position: 'absolute', inset: 0, background: '#fff', opacity: flash }} />
        </div>
        <div
          style={{
            display: 'flex',
            flexDirection: 'column',
            gap: 16,
            fontFamily: mono,
            fontSize: 22,
          }}
        >
          {cards.map((c, i) => (
            <div
              key={c.title}
              style={{ color: i < index || (i === index && shown) ? palette.text : '#475569' }}
            >
              {i < index || (i === index && shown) ? '✓' : '·'} card-{i + 1}.png
            </div>
          ))}
          <div style={{ color: palette.muted, marginTop: 12 }}>1200×630</div>
        </div>
      </div>
    </AbsoluteFill>
  );
}

/** Still images: social cards rendered as PNGs from request data. */
export default templatePreview(Still, 5, 40);
