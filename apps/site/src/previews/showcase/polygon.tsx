import { AbsoluteFill, Easing, interpolate, random, spring, useCurrentFrame } from 'remotion';
import { fps, mono, sans, showcasePreview } from './kit';

/** A made-up ticker's closing prices over 250 trading days. */
const days = 250;
const prices = Array.from(
  { length: days },
  (_, i) => 100 + i * 0.16 + 7 * Math.sin(i / 11) + 4 * Math.sin(i / 27) + 3 * random(`close-${i}`),
);
const low = Math.min(...prices) - 5;
const high = Math.max(...prices) + 5;
const chart = { left: 60, top: 170, width: 840, height: 300 };
const x = (i: number) => chart.left + (i / (days - 1)) * chart.width;
const y = (p: number) => chart.top + (1 - (p - low) / (high - low)) * chart.height;
const months = ['J', 'F', 'M', 'A', 'M', 'J', 'J', 'A', 'S', 'O', 'N', 'D'];

/** Polygon year in review: a year of stock performance, drawn from market data. */
function StockYear() {
  const frame = useCurrentFrame();
  const shown = Math.max(
    2,
    Math.round(
      interpolate(frame, [15, 120], [2, days], {
        extrapolateLeft: 'clamp',
        extrapolateRight: 'clamp',
        easing: Easing.inOut(Easing.quad),
      }),
    ),
  );
  const visible = prices.slice(0, shown);
  const last = visible.at(-1)!;
  const change = ((last - prices[0]!) / prices[0]!) * 100;
  const line = visible
    .map((p, i) => `${i === 0 ? 'M' : 'L'} ${x(i).toFixed(1)} ${y(p).toFixed(1)}`)
    .join(' ');
  const area = `${line} L ${x(shown - 1)} ${chart.top + chart.height} L ${chart.left} ${chart.top + chart.height} Z`;
  const badge = spring({ frame, fps, delay: 120, config: { damping: 12 } });
  return (
    <AbsoluteFill style={{ background: '#0b0d17', color: '#f1f5f9', fontFamily: sans }}>
      <div style={{ position: 'absolute', left: 60, top: 40, fontSize: 24, color: '#94a3b8' }}>
        ACME · 2022 in review
      </div>
      <div
        style={{
          position: 'absolute',
          left: 60,
          top: 72,
          fontSize: 56,
          fontWeight: 800,
          fontFamily: mono,
        }}
      >
        ${last.toFixed(2)}
      </div>
      <div
        style={{
          position: 'absolute',
          right: 60,
          top: 70,
          padding: '10px 22px',
          borderRadius: 12,
          fontSize: 40,
          fontWeight: 800,
          color: '#052e16',
          background: '#4ade80',
          transform: `scale(${badge})`,
        }}
      >
        +{change.toFixed(1)}%
      </div>
      <svg width={960} height={560} style={{ position: 'absolute', inset: 0 }}>
        {months.map((m, i) => (
          <text
            key={i}
            x={x((i + 0.5) * (days / 12))}
            y={chart.top + chart.height + 36}
            fill="#64748b"
            fontSize={18}
            textAnchor="middle"
          >
            {m}
          </text>
        ))}
        <path d={area} fill="#4ade80" fillOpacity={0.12} />
        <path d={line} fill="none" stroke="#4ade80" strokeWidth={4} strokeLinejoin="round" />
        <circle
          cx={x(shown - 1)}
          cy={y(last)}
          r={9}
          fill="#4ade80"
          stroke="#0b0d17"
          strokeWidth={4}
        />
      </svg>
    </AbsoluteFill>
  );
}

export default showcasePreview('polygon', StockYear, { seconds: 5, posterAt: 4.5 });
