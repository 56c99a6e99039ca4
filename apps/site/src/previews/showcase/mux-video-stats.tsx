import { evolvePath } from '@remotion/paths';
import { AbsoluteFill, interpolate, spring, useCurrentFrame } from 'remotion';
import { fps, sans, showcasePreview } from './kit';

/** Made-up numbers: views per day of one week, and average startup time in ms. */
const views = [3120, 4480, 3910, 5230, 6120, 5480, 7340];
const startup = [820, 760, 790, 640, 610, 580, 520];
const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const total = views.reduce((a, b) => a + b, 0);

const chart = { x: 60, y: 150, w: 520, h: 300 };
const maxViews = Math.max(...views);
const line = startup
  .map((ms, i) => {
    const x = 660 + (i / (startup.length - 1)) * 240;
    const y = 440 - ((ms - 450) / 400) * 220;
    return `${i === 0 ? 'M' : 'L'} ${x} ${y}`;
  })
  .join(' ');

/** Visualizing Mux video stats: statistics of a video API turned into animated charts. */
function StatsVideo() {
  const frame = useCurrentFrame();
  const count = interpolate(frame, [10, 70], [0, total], {
    extrapolateLeft: 'clamp',
    extrapolateRight: 'clamp',
  });
  const drawn = interpolate(frame, [50, 110], [0, 1], {
    extrapolateLeft: 'clamp',
    extrapolateRight: 'clamp',
  });
  const stroke = evolvePath(drawn, line);
  return (
    <AbsoluteFill style={{ background: '#0c0a1d', color: '#f8fafc', fontFamily: sans }}>
      <div style={{ position: 'absolute', left: 60, top: 36, fontSize: 22, color: '#a5b4fc' }}>
        Views this week
      </div>
      <div style={{ position: 'absolute', left: 60, top: 64, fontSize: 58, fontWeight: 800 }}>
        {Math.round(count).toLocaleString('en-US')}
      </div>
      <svg width={960} height={540} style={{ position: 'absolute', inset: 0 }}>
        {views.map((v, i) => {
          const grow = spring({ frame, fps, delay: 8 + i * 5, config: { damping: 16 } });
          const barW = chart.w / views.length - 16;
          const h = (v / maxViews) * chart.h * grow;
          const x = chart.x + i * (chart.w / views.length);
          return (
            <g key={days[i]}>
              <rect
                x={x}
                y={chart.y + chart.h - h}
                width={barW}
                height={h}
                rx={6}
                fill={i === views.length - 1 ? '#f472b6' : '#818cf8'}
              />
              <text
                x={x + barW / 2}
                y={chart.y + chart.h + 30}
                fill="#94a3b8"
                fontSize={17}
                textAnchor="middle"
              >
                {days[i]}
              </text>
            </g>
          );
        })}
        <text x={660} y={180} fill="#a5b4fc" fontSize={20}>
          Startup time (ms)
        </text>
        <line x1={660} x2={900} y1={440} y2={440} stroke="#334155" strokeWidth={2} />
        <path
          d={line}
          fill="none"
          stroke="#34d399"
          strokeWidth={6}
          strokeLinecap="round"
          strokeLinejoin="round"
          strokeDasharray={stroke.strokeDasharray}
          strokeDashoffset={stroke.strokeDashoffset}
        />
        <text
          x={900}
          y={210}
          fill="#34d399"
          fontSize={30}
          fontWeight={700}
          textAnchor="end"
          opacity={drawn}
        >
          −37%
        </text>
      </svg>
    </AbsoluteFill>
  );
}

export default showcasePreview('mux-video-stats', StatsVideo, { seconds: 5, posterAt: 4 });
