import { evolvePath, getLength, getPointAtLength, getTangentAtLength } from '@remotion/paths';
import { colors, fmt, fmtPoint, Guide, PathFrame, useTimeline, type SceneProps } from './frame';

/** The package at a glance: the path draws itself, an arrow rides its tip, the numbers update. */
export function OverviewScene({ d }: SceneProps) {
  const { progress } = useTimeline();
  const total = getLength(d);
  const tip = getPointAtLength(d, progress * total);
  const direction = getTangentAtLength(d, progress * total);
  const degrees = (Math.atan2(direction.y, direction.x) * 180) / Math.PI;
  return (
    <PathFrame
      title="@remotion/paths"
      lines={[
        { text: `getLength(d): ${fmt(total)}` },
        { text: `evolvePath(${fmt(progress, 2)}, d)`, tone: 'muted' },
        { text: `getPointAtLength(d, ${fmt(progress * total)}):`, tone: 'muted' },
        { text: `  ${fmtPoint(tip)}` },
        { text: 'getTangentAtLength(…):', tone: 'muted' },
        { text: `  ${fmtPoint(direction, 2)}`, tone: 'strong' },
      ]}
    >
      <Guide d={d} />
      <path
        d={d}
        fill="none"
        stroke={colors.line}
        strokeWidth={10}
        strokeLinecap="round"
        {...evolvePath(progress, d)}
      />
      <path
        d="M -22 -18 L 20 0 L -22 18 Z"
        fill={colors.accent}
        transform={`translate(${tip.x} ${tip.y}) rotate(${Number.isFinite(degrees) ? degrees : 0})`}
      />
    </PathFrame>
  );
}
