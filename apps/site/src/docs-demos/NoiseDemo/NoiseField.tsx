import { noise2D, noise3D, noise4D } from '@remotion/noise';
import type { ReactNode } from 'react';
import { AbsoluteFill, interpolate, useCurrentFrame, useVideoConfig } from 'remotion';
import { seedOf, type NoiseSettings } from './options';

const SPACING = 40;

/**
 * The noise demo composition. noise2D: rows of dots, x along the row and time as the second
 * axis. noise3D: a grid of dots, displaced by the noise at their position and time. noise4D:
 * a field of strokes turned by the noise, with time on a circle so the video loops seamlessly.
 */
export function NoiseField(s: NoiseSettings) {
  const frame = useCurrentFrame();
  const { width, height, durationInFrames } = useVideoConfig();
  const seed = seedOf(s);
  const items: ReactNode[] = [];
  if (s.fn === 'noise2D') {
    for (let row = 0; row < 7; row++) {
      const baseY = 120 + row * 80;
      for (let x = 20; x < width; x += 24) {
        const n = noise2D(seed, x * s.scale + row * 10, frame * s.speed);
        items.push(
          <circle
            key={`${row}-${x}`}
            cx={x}
            cy={baseY + n * s.amplitude}
            r={6}
            fill="#38bdf8"
            opacity={interpolate(n, [-1, 1], [0.35, 1])}
          />,
        );
      }
    }
  } else {
    // noise4D walks a circle in z and w: frame `durationInFrames` is frame 0 again.
    const angle = (frame / durationInFrames) * Math.PI * 2;
    const z = Math.cos(angle) * s.radius;
    const w = Math.sin(angle) * s.radius;
    for (let y = SPACING / 2; y < height; y += SPACING) {
      for (let x = SPACING / 2; x < width; x += SPACING) {
        const key = `${x}-${y}`;
        const nx = x * s.scale;
        const ny = y * s.scale;
        if (s.fn === 'noise3D') {
          const t = frame * s.speed;
          // One seed, three places in the noise: cheaper than three seeds.
          const dx = noise3D(seed, nx, ny, t);
          const dy = noise3D(seed, nx + 100, ny, t);
          const size = noise3D(seed, nx, ny + 100, t);
          items.push(
            <circle
              key={key}
              cx={x + dx * s.amplitude}
              cy={y + dy * s.amplitude}
              r={interpolate(size, [-1, 1], [2, 10])}
              fill="#38bdf8"
            />,
          );
        } else {
          const turn = noise4D(seed, nx, ny, z, w) * Math.PI;
          const ex = Math.cos(turn) * 14;
          const ey = Math.sin(turn) * 14;
          items.push(
            <line
              key={key}
              x1={x - ex}
              y1={y - ey}
              x2={x + ex}
              y2={y + ey}
              stroke="#f472b6"
              strokeWidth={5}
              strokeLinecap="round"
            />,
          );
        }
      }
    }
  }
  return (
    <AbsoluteFill style={{ backgroundColor: '#0f172a' }}>
      <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`}>
        {items}
      </svg>
    </AbsoluteFill>
  );
}
