import { hashString, seededRandom } from '../../lib/seeded';

/**
 * An SVG poster generated from a seed (our own artwork, no third-party images):
 * a gradient, a few shapes and an optional label. Decorative; the card around it
 * carries the title.
 */
export function GeneratedPoster({
  seed,
  label,
  width = 16,
  height = 9,
  className,
}: {
  seed: string;
  label?: string;
  /** Aspect of the poster (any unit). */
  width?: number;
  height?: number;
  className?: string;
}) {
  const random = seededRandom(hashString(seed));
  const hue = Math.floor(random() * 360);
  const w = 320;
  const h = Math.round((w * height) / width);
  const id = `poster-${hashString(seed).toString(36)}`;
  const shapes = Array.from({ length: 5 }, (_, i) => ({
    cx: Math.round(random() * w),
    cy: Math.round(random() * h),
    r: Math.round(18 + random() * (Math.min(w, h) / 2.4)),
    hue: (hue + 150 + i * 25) % 360,
    opacity: 0.18 + random() * 0.3,
  }));
  return (
    <svg
      className={['generated-poster', className].filter(Boolean).join(' ')}
      viewBox={`0 0 ${w} ${h}`}
      aria-hidden="true"
      focusable="false"
      preserveAspectRatio="xMidYMid slice"
    >
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={`hsl(${hue} 65% 24%)`} />
          <stop offset="1" stopColor={`hsl(${(hue + 50) % 360} 70% 12%)`} />
        </linearGradient>
      </defs>
      <rect width={w} height={h} fill={`url(#${id})`} />
      {shapes.map((s, i) => (
        <circle
          key={i}
          cx={s.cx}
          cy={s.cy}
          r={s.r}
          fill={`hsl(${s.hue} 85% 62%)`}
          opacity={s.opacity}
        />
      ))}
      {label && (
        <text
          x={16}
          y={h - 18}
          fill="#fff"
          fontSize={Math.min(30, Math.max(16, 420 / Math.max(label.length, 8)))}
          fontWeight={700}
          fontFamily="system-ui, sans-serif"
        >
          {label}
        </text>
      )}
    </svg>
  );
}
