import {
  cutPath,
  getBoundingBox,
  getInstructionIndexAtLength,
  getLength,
  getPointAtLength,
  getTangentAtLength,
  parsePath,
} from '@remotion/paths';
import {
  colors,
  fmt,
  fmtPoint,
  Guide,
  instructionEnds,
  PathFrame,
  stretch,
  useTimeline,
  written,
  type SceneProps,
} from './frame';

const Dot = ({ x, y, color = colors.accent }: { x: number; y: number; color?: string }) => (
  <circle cx={x} cy={y} r={11} fill={color} />
);

/** getLength(): a walker along the path, and a tick every 100 units. */
export function GetLengthScene({ d }: SceneProps) {
  const { progress } = useTimeline();
  const total = getLength(d);
  const walked = progress * total;
  const tip = getPointAtLength(d, walked);
  const ticks = Array.from({ length: Math.floor(total / 100) }, (_, i) => (i + 1) * 100);
  return (
    <PathFrame
      title="getLength(d)"
      lines={[
        { text: `getLength(d) = ${fmt(total, 2)}`, tone: 'strong' },
        { text: `walked so far: ${fmt(walked)}` },
        { text: 'a tick every 100 units', tone: 'muted' },
      ]}
    >
      <Guide d={d} />
      <path d={d} fill="none" stroke={colors.line} strokeWidth={8} {...stretch(0, walked, total)} />
      {ticks.map((at) => {
        const p = getPointAtLength(d, at);
        return (
          <g key={at}>
            <circle cx={p.x} cy={p.y} r={6} fill={colors.text} />
            <text x={p.x + 12} y={p.y - 12} fill={colors.muted} fontSize={20}>
              {at}
            </text>
          </g>
        );
      })}
      <Dot {...tip} />
    </PathFrame>
  );
}

/** getPointAtLength(): a dot travels the path, with its coordinates. */
export function GetPointAtLengthScene({ d }: SceneProps) {
  const { progress } = useTimeline();
  const length = progress * getLength(d);
  const p = getPointAtLength(d, length);
  return (
    <PathFrame
      title={`getPointAtLength(d, ${fmt(length)})`}
      lines={[{ text: `length: ${fmt(length)}` }, { text: fmtPoint(p), tone: 'strong' }]}
    >
      <Guide d={d} />
      <line
        x1={p.x}
        y1={p.y}
        x2={p.x}
        y2={440}
        stroke={colors.muted}
        strokeDasharray="6 8"
        strokeWidth={2}
      />
      <line
        x1={0}
        y1={p.y}
        x2={p.x}
        y2={p.y}
        stroke={colors.muted}
        strokeDasharray="6 8"
        strokeWidth={2}
      />
      <Dot {...p} />
    </PathFrame>
  );
}

/** getTangentAtLength(): an arrow shows the direction at the travelling dot. */
export function GetTangentAtLengthScene({ d }: SceneProps) {
  const { progress } = useTimeline();
  const length = progress * getLength(d);
  const p = getPointAtLength(d, length);
  const t = getTangentAtLength(d, length);
  const degrees = (Math.atan2(t.y, t.x) * 180) / Math.PI;
  return (
    <PathFrame
      title={`getTangentAtLength(d, ${fmt(length)})`}
      lines={[
        { text: fmtPoint(t, 3), tone: 'strong' },
        { text: `angle: ${fmt(degrees)}°` },
        { text: 'a vector of length 1', tone: 'muted' },
      ]}
    >
      <Guide d={d} />
      <g transform={`translate(${p.x} ${p.y}) rotate(${Number.isFinite(degrees) ? degrees : 0})`}>
        <line x1={0} y1={0} x2={80} y2={0} stroke={colors.accent} strokeWidth={6} />
        <path d="M 96 0 L 74 -12 L 74 12 Z" fill={colors.accent} />
      </g>
      <Dot {...p} color={colors.text} />
    </PathFrame>
  );
}

/** getInstructionIndexAtLength(): the instruction under the dot lights up, in the path and the list. */
export function GetInstructionIndexAtLengthScene({ d }: SceneProps) {
  const { progress } = useTimeline();
  const instructions = parsePath(d);
  const ends = instructionEnds(instructions);
  const total = getLength(d);
  const length = progress * total;
  const { index, lengthIntoInstruction } = getInstructionIndexAtLength(d, length);
  return (
    <PathFrame
      title={`getInstructionIndexAtLength(d, ${fmt(length)})`}
      lines={[
        {
          text: `{ index: ${index}, lengthIntoInstruction: ${fmt(lengthIntoInstruction)} }`,
          tone: 'strong',
          wrap: true,
        },
        { text: 'parsePath(d)[index + 1]:', tone: 'muted' },
        ...instructions.map((instruction, i) => ({
          text: `${i === index + 1 ? '▸' : ' '} ${written(instruction)}`,
          tone: i === index + 1 ? ('strong' as const) : undefined,
        })),
      ]}
    >
      <Guide d={d} />
      <path
        d={d}
        fill="none"
        stroke={colors.accent}
        strokeWidth={10}
        {...stretch(ends[index] ?? 0, ends[index + 1] ?? total, total)}
      />
      <Dot {...getPointAtLength(d, length)} color={colors.text} />
    </PathFrame>
  );
}

/** getBoundingBox(): the box of the part drawn so far grows with it. */
export function GetBoundingBoxScene({ d }: SceneProps) {
  const { progress } = useTimeline();
  const part = cutPath(d, progress * getLength(d));
  const box = getBoundingBox(part);
  return (
    <PathFrame
      title="getBoundingBox(part)"
      lines={[
        { text: 'part = the path drawn so far', tone: 'muted' },
        { text: `x1: ${fmt(box.x1)}, y1: ${fmt(box.y1)}` },
        { text: `x2: ${fmt(box.x2)}, y2: ${fmt(box.y2)}` },
        { text: `width: ${fmt(box.width)}, height: ${fmt(box.height)}`, tone: 'strong' },
      ]}
    >
      <Guide d={d} />
      <rect
        x={box.x1}
        y={box.y1}
        width={box.width}
        height={box.height}
        fill="none"
        stroke={colors.box}
        strokeWidth={3}
        strokeDasharray="10 8"
      />
      <path d={part} fill="none" stroke={colors.line} strokeWidth={8} strokeLinejoin="round" />
    </PathFrame>
  );
}
