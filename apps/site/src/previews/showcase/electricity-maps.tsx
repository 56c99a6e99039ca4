import { AbsoluteFill, interpolateColors, useCurrentFrame, useVideoConfig } from 'remotion';
import { at, mono, sans, showcasePreview } from './kit';

/**
 * European grids on a tile map, one row of tiles per line: code, column, base carbon
 * intensity (gCO2eq/kWh) and how much midday solar lowers it. Made-up values.
 */
const rows = [
  'NO 3 30 0, SE 4 40 5, FI 5 90 10',
  'GB 1 230 60, DK 3 160 50, EE 5 520 40',
  'IE 0 330 40, NL 2 380 150, DE 3 420 190, PL 4 680 90, LT 5 200 40',
  'FR 1 60 20, BE 2 170 70, CZ 3 480 80, SK 4 140 30, RO 5 280 80',
  'PT 0 190 110, ES 1 200 130, CH 2 50 15, AT 3 130 50, HU 4 220 90, BG 5 390 90',
  'IT 3 330 120, GR 5 360 140',
];
const grids = rows.flatMap((line, row) =>
  line.split(', ').map((cell) => {
    const [code = '', col, base, dip] = cell.split(' ');
    return { code, row, col: Number(col), base: Number(base), dip: Number(dip) };
  }),
);
type Grid = (typeof grids)[number];

/** Carbon intensity of one grid at an hour of the day: solar lowers it around noon. */
const intensity = ({ base, dip }: Grid, hour: number) =>
  base -
  dip * Math.max(0, Math.sin((Math.PI * (hour - 6)) / 12)) +
  base * 0.08 * Math.sin((hour / 24) * Math.PI * 4);
const color = (value: number) =>
  interpolateColors(value, [0, 150, 350, 700], ['#15803d', '#84cc16', '#f59e0b', '#7f1d1d']);

const focus = grids.find((g) => g.code === 'DE')!;
const chart = { left: 520, top: 150, width: 380, height: 260 };
const bottom = chart.top + chart.height;
const px = (hour: number) => chart.left + (hour / 24) * chart.width;
const py = (value: number) => bottom - (value / 500) * chart.height;
const curve = Array.from(
  { length: 25 },
  (_, h) => `${h ? 'L' : 'M'} ${px(h)} ${py(intensity(focus, h))}`,
);

/** Electricity Maps: grid emissions changing over a day on a map, and one country's daily swing. */
function GridDay() {
  const frame = useCurrentFrame();
  const { durationInFrames } = useVideoConfig();
  const hour = (frame / durationInFrames) * 24;
  const now = intensity(focus, hour);
  return (
    <AbsoluteFill style={{ background: '#0f172a', color: '#e2e8f0', fontFamily: sans }}>
      <div style={{ ...at(60, 36), fontSize: 24, color: '#94a3b8' }}>
        Carbon intensity of electricity
      </div>
      <div style={{ ...at(60, 66), fontSize: 40, fontWeight: 800, fontFamily: mono }}>
        {String(Math.floor(hour)).padStart(2, '0')}:00
      </div>
      {grids.map((grid) => (
        <div
          key={grid.code}
          style={{
            ...at(60 + grid.col * 64 + (grid.row % 2) * 32, 130 + grid.row * 62, 58, 56),
            borderRadius: 10,
            display: 'grid',
            placeItems: 'center',
            fontSize: 18,
            fontWeight: 700,
            color: '#fff',
            background: color(intensity(grid, hour)),
            outline: grid === focus ? '3px solid #fff' : 'none',
          }}
        >
          {grid.code}
        </div>
      ))}
      <svg width={960} height={540} style={at(0, 0)}>
        <text x={chart.left} y={chart.top - 30} fill="#94a3b8" fontSize={20}>
          DE today, gCO2eq/kWh
        </text>
        <path d={`M ${px(0)} ${bottom} H ${px(24)}`} stroke="#334155" strokeWidth={2} />
        {[0, 6, 12, 18, 24].map((h) => (
          <text key={h} x={px(h)} y={bottom + 28} fill="#64748b" fontSize={16} textAnchor="middle">
            {h}h
          </text>
        ))}
        <path
          d={curve.join(' ')}
          fill="none"
          stroke="#475569"
          strokeWidth={3}
          strokeDasharray="6 8"
        />
        <path d={`M ${px(hour)} ${chart.top} V ${bottom}`} stroke="#475569" />
        <circle cx={px(hour)} cy={py(now)} r={10} fill={color(now)} stroke="#fff" strokeWidth={3} />
        <text x={px(hour) + 14} y={py(now) - 14} fill="#fff" fontSize={20} fontWeight={700}>
          {Math.round(now)}
        </text>
      </svg>
    </AbsoluteFill>
  );
}

export default showcasePreview('electricity-maps', GridDay, { seconds: 6, posterAt: 2.5 });
