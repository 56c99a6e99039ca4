/**
 * The props each shape demo lets the reader change, and their starting values. Plain data
 * (no toolkit import), so the form renders before the Player's code has loaded.
 */
export type ShapeName =
  | 'rect'
  | 'triangle'
  | 'circle'
  | 'ellipse'
  | 'heart'
  | 'star'
  | 'pie'
  | 'polygon';

export type Control =
  | { kind: 'range'; prop: string; min: number; max: number; step: number; value: number }
  | { kind: 'choice'; prop: string; options: readonly string[]; value: string }
  | { kind: 'toggle'; prop: string; value: boolean };

/** Prop name → value, as the form holds them and the composition reads them. */
export type ShapeValues = Record<string, number | string | boolean>;

const range = (prop: string, min: number, max: number, step: number, value: number): Control => ({
  kind: 'range',
  prop,
  min,
  max,
  step,
  value,
});
const debug: Control = { kind: 'toggle', prop: 'debug', value: false };

/** The component, the function and the editable props of every shape. */
export const shapes: Record<ShapeName, { component: string; fn: string; controls: Control[] }> = {
  rect: {
    component: 'Rect',
    fn: 'makeRect',
    controls: [
      range('width', 60, 900, 10, 480),
      range('height', 60, 500, 10, 280),
      range('cornerRadius', 0, 150, 1, 40),
      debug,
    ],
  },
  triangle: {
    component: 'Triangle',
    fn: 'makeTriangle',
    controls: [
      range('length', 60, 520, 10, 360),
      { kind: 'choice', prop: 'direction', options: ['up', 'right', 'down', 'left'], value: 'up' },
      range('cornerRadius', 0, 80, 1, 12),
      debug,
    ],
  },
  circle: { component: 'Circle', fn: 'makeCircle', controls: [range('radius', 10, 300, 1, 180)] },
  ellipse: {
    component: 'Ellipse',
    fn: 'makeEllipse',
    controls: [range('rx', 10, 560, 1, 300), range('ry', 10, 300, 1, 150)],
  },
  heart: {
    component: 'Heart',
    fn: 'makeHeart',
    controls: [
      range('height', 60, 520, 10, 380),
      range('aspectRatio', 0.6, 1.8, 0.05, 1.1),
      range('bottomRoundnessAdjustment', -0.3, 0.3, 0.01, 0),
      range('depthAdjustment', -0.2, 0.2, 0.01, 0),
      debug,
    ],
  },
  star: {
    component: 'Star',
    fn: 'makeStar',
    controls: [
      range('points', 3, 12, 1, 5),
      range('innerRadius', 10, 320, 1, 120),
      range('outerRadius', 20, 320, 1, 280),
      range('cornerRadius', 0, 40, 1, 0),
      debug,
    ],
  },
  pie: {
    component: 'Pie',
    fn: 'makePie',
    controls: [
      range('radius', 20, 320, 1, 260),
      range('progress', 0, 1, 0.01, 0.7),
      range('rotation', 0, 6.28, 0.01, 0),
      { kind: 'toggle', prop: 'closePath', value: true },
      { kind: 'toggle', prop: 'counterClockwise', value: false },
    ],
  },
  polygon: {
    component: 'Polygon',
    fn: 'makePolygon',
    controls: [
      range('points', 3, 12, 1, 6),
      range('radius', 20, 320, 1, 270),
      range('cornerRadius', 0, 80, 1, 0),
      debug,
    ],
  },
};

/** The starting values of a shape's controls. */
export const initialValues = (shape: ShapeName): ShapeValues =>
  Object.fromEntries(shapes[shape].controls.map((c) => [c.prop, c.value]));

/** The options as the reader would write them: `points={5} direction="up"`. */
export const jsxProps = (values: ShapeValues) =>
  Object.entries(values)
    .filter(([prop, value]) => !(prop === 'debug' && value === false))
    .map(([prop, value]) =>
      typeof value === 'string' ? `${prop}="${value}"` : `${prop}={${String(value)}}`,
    )
    .join(' ');
