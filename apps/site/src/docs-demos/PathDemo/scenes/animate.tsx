import {
  cutPath,
  evolvePath,
  getLength,
  getPointAtLength,
  interpolatePath,
  parsePath,
  reversePath,
  warpPath,
} from '@remotion/paths';
import { clip, colors, fmt, Guide, PathFrame, useTimeline, type SceneProps } from './frame';

/** evolvePath(): the stroke draws itself; the values it returns beside it. */
export function EvolvePathScene({ d }: SceneProps) {
  const { progress } = useTimeline();
  const evolution = evolvePath(progress, d);
  const tip = getPointAtLength(d, progress * getLength(d));
  return (
    <PathFrame
      title={`evolvePath(${fmt(progress, 2)}, d)`}
      lines={[
        {
          text: `strokeDasharray: '${evolution.strokeDasharray
            .split(' ')
            .map((n) => fmt(Number(n)))
            .join(' ')}'`,
        },
        { text: `strokeDashoffset: ${fmt(evolution.strokeDashoffset)}`, tone: 'strong' },
      ]}
    >
      <Guide d={d} />
      <path
        d={d}
        fill="none"
        stroke={colors.line}
        strokeWidth={10}
        strokeLinejoin="round"
        {...evolution}
      />
      <circle cx={tip.x} cy={tip.y} r={9} fill={colors.accent} />
    </PathFrame>
  );
}

/** A star in the samples' box, the shape the morph goes to. */
const star =
  'M 300 20 L 360 160 L 520 170 L 400 270 L 440 420 L 300 340 L 160 420 L 200 270 L 80 170 L 240 160 Z';

/** interpolatePath(): the path morphs into a star and back. */
export function InterpolatePathScene({ d }: SceneProps) {
  const { wave } = useTimeline();
  const between = interpolatePath(wave, d, star);
  return (
    <PathFrame
      title={`interpolatePath(${fmt(wave, 2)}, d, star)`}
      lines={[
        { text: '0: d, 1: the star', tone: 'muted' },
        { text: `${parsePath(between).length} instructions`, tone: 'strong' },
        { text: clip(between, 120), wrap: true },
      ]}
    >
      <path d={star} fill="none" stroke={colors.guide} strokeWidth={4} strokeDasharray="8 10" />
      <path
        d={between}
        fill="rgba(56, 189, 248, 0.25)"
        stroke={colors.line}
        strokeWidth={8}
        strokeLinejoin="round"
      />
    </PathFrame>
  );
}

/** cutPath(): the geometry is cut, so the path keeps its own dash pattern. */
export function CutPathScene({ d }: SceneProps) {
  const { progress } = useTimeline();
  const length = progress * getLength(d);
  const cut = cutPath(d, length);
  const end = getPointAtLength(d, length);
  return (
    <PathFrame
      title={`cutPath(d, ${fmt(length)})`}
      lines={[
        { text: `getLength(result): ${fmt(getLength(cut))}` },
        { text: `${parsePath(cut).length} instructions`, tone: 'strong' },
        { text: 'dashes stay in place: the geometry grows', tone: 'muted', wrap: true },
      ]}
    >
      <Guide d={d} />
      <path d={cut} fill="none" stroke={colors.line} strokeWidth={10} strokeDasharray="22 14" />
      <circle cx={end.x} cy={end.y} r={9} fill={colors.accent} />
    </PathFrame>
  );
}

/** warpPath(): every point moves through a wave function whose height rises and falls. */
export function WarpPathScene({ d }: SceneProps) {
  const { frame, wave } = useTimeline();
  const amplitude = 45 * wave;
  const warped = warpPath(
    d,
    ({ x, y }) => ({ x, y: y + Math.sin(x / 40 - frame / 6) * amplitude }),
    { interpolationThreshold: 12 },
  );
  return (
    <PathFrame
      title="warpPath(d, ({ x, y }) => …)"
      lines={[
        { text: `y + sin(x / 40 - frame / 6) × ${fmt(amplitude)}`, wrap: true },
        { text: `in: ${parsePath(d).length} instructions` },
        { text: `out: ${parsePath(warped).length} instructions`, tone: 'strong' },
      ]}
    >
      <Guide d={d} />
      <path d={warped} fill="none" stroke={colors.line} strokeWidth={8} strokeLinejoin="round" />
    </PathFrame>
  );
}

/** reversePath(): the path draws from its start, its reverse from the other end; they meet. */
export function ReversePathScene({ d }: SceneProps) {
  const { progress } = useTimeline();
  const reversed = reversePath(d);
  const half = progress / 2;
  const start = getPointAtLength(d, 0);
  return (
    <PathFrame
      title="reversePath(d)"
      lines={[
        { text: 'blue: evolvePath(…, d)', tone: 'muted' },
        { text: 'pink: evolvePath(…, reversePath(d))', tone: 'muted', wrap: true },
        { text: `d: ${clip(d, 28)}` },
        { text: `reversed: ${clip(reversed, 22)}`, tone: 'strong' },
      ]}
    >
      <Guide d={d} />
      <path d={d} fill="none" stroke={colors.line} strokeWidth={10} {...evolvePath(half, d)} />
      <path
        d={reversed}
        fill="none"
        stroke={colors.accent}
        strokeWidth={10}
        {...evolvePath(half, reversed)}
      />
      <circle cx={start.x} cy={start.y} r={9} fill={colors.text} />
    </PathFrame>
  );
}
