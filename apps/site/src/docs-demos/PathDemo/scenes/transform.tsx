import {
  extendViewBox,
  getBoundingBox,
  resetPath,
  scalePath,
  translatePath,
} from '@remotion/paths';
import { clip, colors, fmt, Guide, PathFrame, useTimeline, type SceneProps } from './frame';

/** A `viewBox` string drawn as a rectangle. */
const ViewBoxRect = ({ viewBox, dashed }: { viewBox: string; dashed?: boolean }) => {
  const [x = 0, y = 0, width = 0, height = 0] = viewBox.split(' ').map(Number);
  return (
    <rect
      x={x}
      y={y}
      width={width}
      height={height}
      fill="none"
      stroke={colors.box}
      strokeWidth={3}
      strokeDasharray={dashed ? '10 8' : undefined}
    />
  );
};

/** translatePath(): the path moves right and back, wobbling up and down on the way. */
export function TranslatePathScene({ d }: SceneProps) {
  const { frame, wave } = useTimeline();
  const x = 120 * wave;
  const y = 60 * Math.sin((frame / 150) * 4 * Math.PI) * wave;
  const moved = translatePath(d, x, y);
  const first = (path: string) => clip(path.split(/ (?=[A-Za-z])/)[0] ?? '', 30);
  return (
    <PathFrame
      title={`translatePath(d, ${fmt(x)}, ${fmt(y)})`}
      lines={[
        { text: `d starts:      ${first(d)}`, tone: 'muted' },
        { text: `result starts: ${first(moved)}`, tone: 'strong' },
        { text: 'every point moves by the same x and y', tone: 'muted', wrap: true },
      ]}
    >
      <Guide d={d} />
      <path d={moved} fill="none" stroke={colors.line} strokeWidth={8} strokeLinejoin="round" />
    </PathFrame>
  );
}

/** scalePath(): the path shrinks towards the top-left corner of its bounding box and grows back. */
export function ScalePathScene({ d }: SceneProps) {
  const { wave } = useTimeline();
  const factor = 1 - 0.5 * wave;
  const scaled = scalePath(d, factor, factor);
  const before = getBoundingBox(d);
  const after = getBoundingBox(scaled);
  return (
    <PathFrame
      title={`scalePath(d, ${fmt(factor, 2)}, ${fmt(factor, 2)})`}
      lines={[
        { text: `anchor: ${fmt(before.x1)} ${fmt(before.y1)}`, tone: 'muted' },
        { text: `width: ${fmt(before.width)} → ${fmt(after.width)}` },
        { text: `height: ${fmt(before.height)} → ${fmt(after.height)}`, tone: 'strong' },
      ]}
    >
      <Guide d={d} />
      <ViewBoxRect viewBox={after.viewBox} dashed />
      <path d={scaled} fill="none" stroke={colors.line} strokeWidth={8} strokeLinejoin="round" />
      <circle cx={before.x1} cy={before.y1} r={10} fill={colors.accent} />
    </PathFrame>
  );
}

/** resetPath(): the path slides until its bounding box starts at 0 0. */
export function ResetPathScene({ d }: SceneProps) {
  const { progress } = useTimeline();
  const box = getBoundingBox(d);
  const reset = resetPath(d);
  const shown = progress < 1 ? translatePath(d, -box.x1 * progress, -box.y1 * progress) : reset;
  const end = getBoundingBox(reset);
  return (
    <PathFrame
      title="resetPath(d)"
      viewBox="-60 -60 680 520"
      lines={[
        { text: `before: x1 ${fmt(box.x1)}, y1 ${fmt(box.y1)}`, tone: 'muted' },
        { text: `after: x1 ${fmt(end.x1)}, y1 ${fmt(end.y1)}`, tone: 'strong' },
        { text: clip(reset), wrap: false },
      ]}
    >
      <line x1={-60} y1={0} x2={620} y2={0} stroke={colors.muted} strokeWidth={2} />
      <line x1={0} y1={-60} x2={0} y2={460} stroke={colors.muted} strokeWidth={2} />
      <text x={8} y={-12} fill={colors.muted} fontSize={22}>
        0 0
      </text>
      <Guide d={d} />
      <path d={shown} fill="none" stroke={colors.line} strokeWidth={8} strokeLinejoin="round" />
    </PathFrame>
  );
}

/** extendViewBox(): the path's box (solid) and the enlarged box (dashed), same centre. */
export function ExtendViewBoxScene({ d }: SceneProps) {
  const { wave } = useTimeline();
  const scale = 1 + 0.5 * wave;
  const { viewBox } = getBoundingBox(d);
  const extended = extendViewBox(viewBox, scale);
  return (
    <PathFrame
      title={`extendViewBox(viewBox, ${fmt(scale, 2)})`}
      viewBox="-140 -110 880 660"
      lines={[
        {
          text: `in:  '${viewBox
            .split(' ')
            .map((n) => fmt(Number(n)))
            .join(' ')}'`,
        },
        {
          text: `out: '${extended
            .split(' ')
            .map((n) => fmt(Number(n)))
            .join(' ')}'`,
          tone: 'strong',
        },
      ]}
    >
      <path d={d} fill="none" stroke={colors.line} strokeWidth={8} strokeLinejoin="round" />
      <ViewBoxRect viewBox={viewBox} />
      <ViewBoxRect viewBox={extended} dashed />
    </PathFrame>
  );
}
