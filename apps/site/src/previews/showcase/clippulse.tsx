import { Circle, Polygon, Star } from '@remotion/shapes';
import { AbsoluteFill, interpolateColors, spring, useCurrentFrame } from 'remotion';
import { fps, sans, showcasePreview } from './kit';

/** Three made-up brands the same template is filled in for. */
const brands = [
  {
    name: 'Northwind',
    line: 'Winter sale: 30% off',
    bg: '#0c4a6e',
    accent: '#38bdf8',
    mark: 'star',
  },
  {
    name: 'Bloom',
    line: 'New spring collection',
    bg: '#831843',
    accent: '#f9a8d4',
    mark: 'circle',
  },
  { name: 'Orbit', line: 'Launch day is here', bg: '#1c1917', accent: '#facc15', mark: 'hexagon' },
] as const;
const each = 50;

/** A simple mark of our own for each made-up brand. */
function Mark({ kind, color, turn }: { kind: string; color: string; turn: number }) {
  const props = { fill: color, style: { transform: `rotate(${turn}deg)` } };
  if (kind === 'star') return <Star points={5} innerRadius={9} outerRadius={20} {...props} />;
  if (kind === 'circle') return <Circle radius={18} {...props} />;
  return <Polygon points={6} radius={20} {...props} />;
}

/** Clippulse: one video template, re-branded with a click, no editing experience needed. */
function BrandedTemplate() {
  const frame = useCurrentFrame();
  const index = Math.min(brands.length - 1, Math.floor(frame / each));
  const brand = brands[index]!;
  const previous = brands[(index + brands.length - 1) % brands.length]!;
  const local = frame - index * each;
  const blend = (a: string, b: string) => interpolateColors(local, [0, 12], [a, b]);
  const enter = spring({ frame: local, fps, config: { damping: 14 } });
  return (
    <AbsoluteFill
      style={{
        background: '#f1f5f9',
        fontFamily: sans,
        flexDirection: 'row',
        alignItems: 'center',
        gap: 40,
        padding: 50,
        boxSizing: 'border-box',
      }}
    >
      <div
        style={{
          width: 250,
          boxSizing: 'border-box',
          padding: 24,
          borderRadius: 16,
          background: '#fff',
          boxShadow: '0 10px 30px rgb(15 23 42 / 0.1)',
        }}
      >
        <div style={{ fontSize: 18, color: '#64748b', marginBottom: 14 }}>Brand kit</div>
        {brands.map((b, i) => (
          <div
            key={b.name}
            style={{
              display: 'flex',
              alignItems: 'center',
              gap: 12,
              padding: '10px 12px',
              marginBottom: 8,
              borderRadius: 10,
              fontSize: 20,
              color: '#0f172a',
              border: `2px solid ${i === index ? '#6366f1' : 'transparent'}`,
              background: i === index ? '#eef2ff' : 'none',
            }}
          >
            <div style={{ width: 22, height: 22, borderRadius: 6, background: b.bg }} />
            <div style={{ width: 22, height: 22, borderRadius: 6, background: b.accent }} />
            {b.name}
          </div>
        ))}
      </div>
      <div
        style={{
          flex: 1,
          boxSizing: 'border-box',
          height: 340,
          borderRadius: 18,
          overflow: 'hidden',
          position: 'relative',
          background: blend(previous.bg, brand.bg),
          color: '#fff',
          padding: 36,
        }}
      >
        <div
          style={{ display: 'flex', alignItems: 'center', gap: 14, fontSize: 26, fontWeight: 800 }}
        >
          <Mark kind={brand.mark} color={brand.accent} turn={local * 2} />
          {brand.name}
        </div>
        <div
          style={{
            marginTop: 70,
            fontSize: 46,
            fontWeight: 900,
            lineHeight: 1.05,
            transform: `translateX(${(1 - enter) * 60}px)`,
            opacity: enter,
          }}
        >
          {brand.line}
        </div>
        <div
          style={{
            marginTop: 26,
            display: 'inline-block',
            padding: '12px 26px',
            borderRadius: 999,
            fontSize: 22,
            fontWeight: 800,
            color: brand.bg,
            background: blend(previous.accent, brand.accent),
          }}
        >
          Shop now
        </div>
      </div>
    </AbsoluteFill>
  );
}

export default showcasePreview('clippulse', BrandedTemplate, { seconds: 5, posterAt: 1.3 });
