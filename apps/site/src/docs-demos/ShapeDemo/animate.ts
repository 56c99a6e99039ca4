import type { ShapeName, ShapeValues } from './controls';

const lerp = (from: number, to: number, t: number) => from + (to - from) * t;
const num = (values: ShapeValues, prop: string) => Number(values[prop] ?? 0);

/**
 * The props at a point of the demo's movement: `t` goes 0 → 1 → 0 over the video, so the first
 * and last frames show exactly the values of the form, and the middle shows what one prop does.
 * Returns the props and the names of those that move.
 */
export function animateShape(
  shape: ShapeName,
  values: ShapeValues,
  t: number,
): { props: ShapeValues; moving: string[] } {
  const set = (changes: Record<string, number>) => ({
    props: { ...values, ...changes },
    moving: Object.keys(changes),
  });
  switch (shape) {
    case 'rect': {
      const round = Math.min(num(values, 'width'), num(values, 'height')) / 2;
      return set({ cornerRadius: lerp(num(values, 'cornerRadius'), round, t) });
    }
    case 'triangle':
      return set({ cornerRadius: lerp(num(values, 'cornerRadius'), num(values, 'length') / 5, t) });
    case 'circle':
      return set({ radius: lerp(num(values, 'radius'), num(values, 'radius') * 0.4, t) });
    case 'ellipse':
      return set({
        rx: lerp(num(values, 'rx'), num(values, 'ry'), t),
        ry: lerp(num(values, 'ry'), num(values, 'rx'), t),
      });
    case 'heart': {
      const depth = num(values, 'depthAdjustment');
      return set({ depthAdjustment: lerp(depth, depth > 0.05 ? -0.15 : 0.18, t) });
    }
    case 'star': {
      // Inner corners on the lines between the tips: the star becomes a polygon.
      const flat = num(values, 'outerRadius') * Math.cos(Math.PI / num(values, 'points'));
      return set({ innerRadius: lerp(num(values, 'innerRadius'), flat, t) });
    }
    case 'pie':
      return set({ progress: lerp(num(values, 'progress'), 1, t) });
    case 'polygon': {
      const halfEdge = num(values, 'radius') * Math.sin(Math.PI / num(values, 'points'));
      return set({ cornerRadius: lerp(num(values, 'cornerRadius'), halfEdge * 0.8, t) });
    }
  }
}

/** 0 at the first and last frame, 1 half-way, eased at both ends. */
export const waveAt = (frame: number, durationInFrames: number) =>
  0.5 - 0.5 * Math.cos((2 * Math.PI * frame) / (durationInFrames - 1));

/** A value as the caption shows it: at most two decimals. */
export const formatValue = (value: number | string | boolean) =>
  typeof value === 'number' ? String(Math.round(value * 100) / 100) : String(value);
