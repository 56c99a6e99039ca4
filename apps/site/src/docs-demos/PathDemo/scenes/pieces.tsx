import {
  evolvePath,
  getLength,
  getSubpaths,
  parsePath,
  reduceInstructions,
  serializeInstructions,
} from '@remotion/paths';
import { interpolate } from 'remotion';
import {
  clip,
  colors,
  fmt,
  Guide,
  PathFrame,
  useTimeline,
  type PanelLine,
  type SceneProps,
} from './frame';

/** A path of four subpaths: a ring, a check mark and the two strokes of a plus sign. */
const icon =
  'M 120 240 A 150 150 0 1 1 420 240 A 150 150 0 1 1 120 240 M 190 245 L 250 305 L 355 180 M 470 80 L 560 80 M 515 35 L 515 125';

/** getSubpaths(): each piece of a path with several `M`s gets its own turn. */
export function GetSubpathsScene() {
  const { progress } = useTimeline();
  const pieces = getSubpaths(icon);
  const current = Math.min(pieces.length - 1, Math.floor(progress * pieces.length));
  return (
    <PathFrame
      title="getSubpaths(d)"
      lines={[
        { text: `${pieces.length} subpaths:`, tone: 'muted' },
        ...pieces.map(
          (piece, i): PanelLine => ({
            text: `${i === current ? '▸' : ' '} ${clip(piece, 32)}`,
            tone: i === current ? 'strong' : undefined,
          }),
        ),
      ]}
    >
      <Guide d={icon} />
      {pieces.map((piece, i) => {
        const own = interpolate(progress * pieces.length - i, [0, 1], [0, 1], {
          extrapolateLeft: 'clamp',
          extrapolateRight: 'clamp',
        });
        const color = i === current ? colors.accent : colors.line;
        return (
          <path
            key={piece}
            d={piece}
            fill="none"
            stroke={color}
            strokeWidth={10}
            strokeLinecap="round"
            {...evolvePath(own, piece)}
          />
        );
      })}
    </PathFrame>
  );
}

/** The segments of a path, as the getParts() page's helper finds them. */
function segments(d: string) {
  const parts: { d: string; start: { x: number; y: number } }[] = [];
  let current = { x: 0, y: 0 };
  let subpathStart = current;
  for (const instruction of reduceInstructions(parsePath(d))) {
    if (instruction.type === 'M') {
      current = subpathStart = { x: instruction.x, y: instruction.y };
      continue;
    }
    const end = instruction.type === 'Z' ? subpathStart : { x: instruction.x, y: instruction.y };
    const drawn = instruction.type === 'Z' ? { type: 'L' as const, ...end } : instruction;
    parts.push({ d: serializeInstructions([{ type: 'M', ...current }, drawn]), start: current });
    current = end;
  }
  return parts;
}

/** getParts(): the path's segments, one after the other, with their lengths. */
export function GetPartsScene({ d }: SceneProps) {
  const { progress } = useTimeline();
  const parts = segments(d);
  const current = Math.min(parts.length - 1, Math.floor(progress * parts.length));
  return (
    <PathFrame
      title="getPathParts(d)"
      lines={[
        { text: `${parts.length} parts, their lengths:`, tone: 'muted' },
        ...parts.map(
          (part, i): PanelLine => ({
            text: `${i === current ? '▸' : ' '} ${i}: ${fmt(getLength(part.d))}`,
            tone: i === current ? 'strong' : undefined,
          }),
        ),
      ]}
    >
      <Guide d={d} />
      {parts.map((part, i) => (
        <g key={i}>
          {i === current ? (
            <path d={part.d} fill="none" stroke={colors.accent} strokeWidth={10} />
          ) : null}
          <circle cx={part.start.x} cy={part.start.y} r={8} fill={colors.line} />
        </g>
      ))}
    </PathFrame>
  );
}
