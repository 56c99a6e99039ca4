import { getLength, serializeInstructions, type Instruction } from '@remotion/paths';
import type { ReactNode } from 'react';
import { AbsoluteFill, Easing, interpolate, useCurrentFrame, useVideoConfig } from 'remotion';

/** Colours of the path demos, readable on their dark background. */
export const colors = {
  background: '#0f172a',
  guide: '#475569',
  line: '#38bdf8',
  accent: '#f472b6',
  box: '#facc15',
  text: '#e2e8f0',
  muted: '#94a3b8',
};

/** Props of every path scene: the path to work on. */
export interface SceneProps {
  d: string;
}

/** `text`, cut to `max` characters with an ellipsis. */
export const clip = (text: string, max = 34) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

/** One line of the text panel. */
export interface PanelLine {
  text: string;
  tone?: 'strong' | 'muted';
  /** Wrap instead of cutting the line off with an ellipsis. */
  wrap?: boolean;
}

const mono = 'ui-monospace, SFMono-Regular, Menlo, monospace';

/**
 * The layout every path demo shares: the call being shown as a title, the drawing on the left
 * (in the 600 × 440 coordinates of the sample paths, unless `viewBox` says otherwise) and a
 * panel of values on the right.
 */
export function PathFrame({
  title,
  lines,
  viewBox = '-20 -30 640 500',
  children,
}: {
  title: string;
  lines: PanelLine[];
  viewBox?: string;
  children: ReactNode;
}) {
  return (
    <AbsoluteFill style={{ backgroundColor: colors.background, fontFamily: mono }}>
      <div style={{ position: 'absolute', left: 40, top: 30, fontSize: 40, color: colors.text }}>
        {title}
      </div>
      <svg
        viewBox={viewBox}
        style={{
          position: 'absolute',
          left: 20,
          top: 120,
          width: 680,
          height: 560,
          overflow: 'visible',
        }}
      >
        {children}
      </svg>
      <div
        style={{
          position: 'absolute',
          left: 730,
          top: 130,
          width: 520,
          fontSize: 25,
          lineHeight: 1.45,
        }}
      >
        {lines.map((line, i) => (
          <div
            key={i}
            style={{
              color:
                line.tone === 'strong'
                  ? colors.accent
                  : line.tone === 'muted'
                    ? colors.muted
                    : colors.text,
              whiteSpace: line.wrap ? 'normal' : 'pre',
              overflowWrap: 'anywhere',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
            }}
          >
            {line.text}
          </div>
        ))}
      </div>
    </AbsoluteFill>
  );
}

/** The faint full path under a demo's drawing. */
export const Guide = ({ d }: { d: string }) => (
  <path d={d} fill="none" stroke={colors.guide} strokeWidth={6} strokeLinejoin="round" />
);

/**
 * Where the demo is: `progress` goes 0 → 1 between frame 10 and one second before the end,
 * then holds, so the last second shows the whole result; `wave` goes 0 → 1 → 0, so the first
 * and last frames show the unchanged input.
 */
export function useTimeline() {
  const frame = useCurrentFrame();
  const { durationInFrames } = useVideoConfig();
  const progress = interpolate(frame, [10, durationInFrames - 30], [0, 1], {
    easing: Easing.inOut(Easing.cubic),
    extrapolateLeft: 'clamp',
    extrapolateRight: 'clamp',
  });
  const wave = 0.5 - 0.5 * Math.cos((2 * Math.PI * frame) / (durationInFrames - 1));
  return { frame, progress, wave };
}

/** A number with at most `digits` decimals. */
export const fmt = (n: number, digits = 1) =>
  Number.isFinite(n) ? String(Math.round(n * 10 ** digits) / 10 ** digits) : String(n);

/** A point as `{ x, y }` with one decimal. */
export const fmtPoint = (p: { x: number; y: number }, digits = 1) =>
  `{ x: ${fmt(p.x, digits)}, y: ${fmt(p.y, digits)} }`;

/** Distance from the start of the path to the end of each instruction. */
export const instructionEnds = (instructions: Instruction[]) =>
  instructions.map((_, i) => getLength(serializeInstructions(instructions.slice(0, i + 1))));

/** Stroke props that show only the stretch from `start` to `end` of a path of length `total`. */
export const stretch = (start: number, end: number, total: number) => ({
  strokeDasharray: `0 ${start} ${Math.max(0, end - start)} ${total + 1}`,
  strokeLinecap: 'butt' as const,
});

/** One instruction as it is written in a path, its numbers rounded to `digits` decimals. */
export const written = (instruction: Instruction, digits = 2) =>
  serializeInstructions([
    Object.fromEntries(
      Object.entries(instruction).map(([key, value]) => [
        key,
        typeof value === 'number' ? Math.round(value * 10 ** digits) / 10 ** digits : value,
      ]),
    ) as Instruction,
  ]);
