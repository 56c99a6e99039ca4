import {
  getInstructionIndexAtLength,
  getLength,
  normalizePath,
  parsePath,
  reduceInstructions,
  serializeInstructions,
  type Instruction,
} from '@remotion/paths';
import {
  clip,
  colors,
  Guide,
  instructionEnds,
  PathFrame,
  stretch,
  useTimeline,
  written,
  type PanelLine,
  type SceneProps,
} from './frame';

/** An instruction object as compact text: `{ type: 'L', x: 30, y: 10 }`. */
const objectText = (instruction: Instruction) =>
  `{ ${Object.entries(instruction)
    .map(([k, v]) => `${k}: ${typeof v === 'string' ? `'${v}'` : String(v)}`)
    .join(', ')} }`;

/** The path, with the stretch of instruction `index` (counted from the first after `M`) lit. */
function Lit({
  d,
  instructions,
  index,
}: {
  d: string;
  instructions: Instruction[];
  index: number;
}) {
  const ends = instructionEnds(instructions);
  const total = getLength(d);
  return (
    <>
      <Guide d={d} />
      <path
        d={d}
        fill="none"
        stroke={colors.accent}
        strokeWidth={10}
        {...stretch(ends[index] ?? 0, ends[index + 1] ?? total, total)}
      />
    </>
  );
}

/** Which instruction (after the first `M`) the drawing is on. */
const useCurrent = (d: string) => {
  const { progress } = useTimeline();
  return getInstructionIndexAtLength(d, progress * getLength(d)).index;
};

const listed = (texts: string[], current: number): PanelLine[] =>
  texts.map((text, i) => ({
    text: `${i === current ? '▸' : ' '} ${clip(text, 36)}`,
    tone: i === current ? 'strong' : undefined,
  }));

/** parsePath(): the instruction objects, the one being drawn lit up. */
export function ParsePathScene({ d }: SceneProps) {
  const instructions = parsePath(d);
  const index = useCurrent(d);
  return (
    <PathFrame title="parsePath(d)" lines={listed(instructions.map(objectText), index + 1)}>
      <Lit d={d} instructions={instructions} index={index} />
    </PathFrame>
  );
}

/** A path written with relative and shorthand commands. */
const relative = 'm 60 380 l 70 -250 h 120 v 170 q 60 -140 120 0 t 120 0 l 40 -230';

/** normalizePath(): each relative instruction beside its absolute form. */
export function NormalizePathScene() {
  const before = parsePath(relative);
  const after = parsePath(normalizePath(relative));
  const index = useCurrent(relative);
  const texts = before.map((instruction, i) => {
    const absolute = after[i];
    return `${written(instruction)} → ${absolute ? written(absolute) : ''}`;
  });
  return (
    <PathFrame
      title="normalizePath(d)"
      lines={[{ text: 'as written → normalized', tone: 'muted' }, ...listed(texts, index + 1)]}
    >
      <Lit d={relative} instructions={before} index={index} />
    </PathFrame>
  );
}

/** A path with lines, a quadratic curve and an arc. */
const mixed = 'M 60 380 H 200 V 160 Q 260 40 340 160 A 110 110 0 0 0 560 200';

/** reduceInstructions(): the same path with only M, L, C and Z; the arc becomes curves. */
export function ReduceInstructionsScene() {
  const reduced = reduceInstructions(parsePath(mixed));
  const reducedPath = serializeInstructions(reduced);
  const index = useCurrent(reducedPath);
  return (
    <PathFrame
      title="reduceInstructions(parsePath(d))"
      lines={[
        { text: clip(mixed, 36), tone: 'muted', wrap: true },
        { text: 'becomes:', tone: 'muted' },
        ...listed(
          reduced.map((instruction) => written(instruction, 1)),
          index + 1,
        ),
      ]}
    >
      <Lit d={reducedPath} instructions={reduced} index={index} />
    </PathFrame>
  );
}

/** serializeInstructions(): objects go in one by one, and the string grows with the path. */
export function SerializeInstructionsScene({ d }: SceneProps) {
  const { progress } = useTimeline();
  const instructions = parsePath(d);
  const count = 1 + Math.round(progress * (instructions.length - 1));
  const serialized = serializeInstructions(instructions.slice(0, count));
  return (
    <PathFrame
      title={`serializeInstructions(first ${count})`}
      lines={[
        ...listed(instructions.slice(0, count).map(objectText), count - 1),
        { text: `'${serialized}'`, tone: 'strong', wrap: true },
      ]}
    >
      <Guide d={d} />
      <path
        d={serialized}
        fill="none"
        stroke={colors.line}
        strokeWidth={8}
        strokeLinejoin="round"
      />
    </PathFrame>
  );
}
