import { evolvePath, getLength, getPointAtLength } from '@remotion/paths';
import { useId } from 'react';
import { AbsoluteFill, Easing, interpolate, useCurrentFrame } from 'remotion';
import { showcasePreview } from './kit';

/** Made-up coastlines, washed in with ragged edges. */
const lands = [
  {
    d: 'M80 160 C200 90 380 120 470 200 C560 280 520 380 420 420 C330 460 240 520 150 470 C70 430 20 260 80 160 Z',
    fill: '#9bc59d',
  },
  {
    d: 'M560 520 C660 460 820 480 880 560 C940 650 900 790 790 840 C680 890 560 840 520 760 C480 680 490 570 560 520 Z',
    fill: '#d9c38c',
  },
  {
    d: 'M120 640 C190 600 300 640 320 710 C340 790 260 860 180 850 C100 840 60 700 120 640 Z',
    fill: '#b8d4a0',
  },
];
const route = 'M190 250 C300 230 390 290 400 360 C410 450 520 520 620 600 C700 660 760 740 800 690';
const length = getLength(route);
const stops = [0, 0.38, 0.72, 1].map((at, i) => ({
  ...getPointAtLength(route, at * length),
  at,
  label: `Day ${[1, 3, 6, 9][i]}`,
}));

/** Watercolor Map: a journey drawn across a painted map, as b-roll for travel videos. */
function Journey() {
  const frame = useCurrentFrame();
  const id = useId();
  const progress = interpolate(frame, [15, 125], [0, 1], {
    extrapolateLeft: 'clamp',
    extrapolateRight: 'clamp',
    easing: Easing.inOut(Easing.sin),
  });
  const head = getPointAtLength(route, Math.max(0.01, progress * length));
  const drawn = evolvePath(progress, route);
  return (
    <AbsoluteFill style={{ background: '#cfe3ea' }}>
      <svg width={960} height={960} style={{ position: 'absolute', inset: 0 }}>
        <defs>
          <filter id={`${id}wash`}>
            <feTurbulence type="fractalNoise" baseFrequency="0.025" numOctaves={3} seed={7} />
            <feDisplacementMap in="SourceGraphic" scale={22} />
          </filter>
        </defs>
        <g filter={`url(#${id}wash)`}>
          {lands.map((land) => (
            <g key={land.d}>
              <path d={land.d} fill={land.fill} opacity={0.55} transform="translate(8 6)" />
              <path d={land.d} fill={land.fill} opacity={0.8} />
            </g>
          ))}
        </g>
        <path
          d={route}
          fill="none"
          stroke="#7c2d12"
          strokeOpacity={0.15}
          strokeWidth={5}
          strokeDasharray="4 14"
          strokeLinecap="round"
        />
        <path
          d={route}
          fill="none"
          stroke="#b91c1c"
          strokeWidth={6}
          strokeLinecap="round"
          strokeDasharray={drawn.strokeDasharray}
          strokeDashoffset={drawn.strokeDashoffset}
        />
        {stops.map((stop) => {
          const seen = interpolate(progress, [stop.at - 0.02, stop.at + 0.04], [0, 1], {
            extrapolateLeft: 'clamp',
            extrapolateRight: 'clamp',
          });
          return (
            <g key={stop.label} opacity={seen} transform={`translate(${stop.x} ${stop.y})`}>
              <circle r={12 * seen} fill="#fff" stroke="#b91c1c" strokeWidth={5} />
              <text
                y={-26}
                textAnchor="middle"
                fontSize={30}
                fontStyle="italic"
                fontFamily="Georgia, serif"
                fill="#3f2a14"
              >
                {stop.label}
              </text>
            </g>
          );
        })}
        <circle cx={head.x} cy={head.y} r={16} fill="#b91c1c" stroke="#fff" strokeWidth={5} />
      </svg>
      <div
        style={{
          position: 'absolute',
          right: 60,
          top: 60,
          width: 380,
          textAlign: 'right',
          fontFamily: 'Georgia, serif',
          fontStyle: 'italic',
          fontSize: 54,
          color: '#3f2a14',
        }}
      >
        Nine days
        <br />
        by the sea
      </div>
    </AbsoluteFill>
  );
}

export default showcasePreview('watercolor-map', Journey, { seconds: 5, posterAt: 3.5 });
