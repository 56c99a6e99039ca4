import { Circle, Ellipse, Heart, Pie, Polygon, Rect, Star, Triangle } from '@remotion/shapes';
import { AbsoluteFill, useCurrentFrame, useVideoConfig } from 'remotion';
import { animateShape, formatValue, waveAt } from './animate';
import { shapes, type ShapeName, type ShapeValues } from './controls';

/** Props of the shape demo's composition. */
export interface ShapeSceneProps extends Record<string, unknown> {
  /** One shape with the form's values, or all eight (`'all'`) with small presets. */
  shape: ShapeName | 'all';
  values: ShapeValues;
}

const fill = '#38bdf8';

/** Renders one shape component from the form's values. */
export function ShapeElement({ shape, props }: { shape: ShapeName; props: ShapeValues }) {
  const n = (prop: string) => Number(props[prop] ?? 0);
  const debug = props['debug'] === true;
  const paint = { fill, debug };
  switch (shape) {
    case 'rect':
      return (
        <Rect width={n('width')} height={n('height')} cornerRadius={n('cornerRadius')} {...paint} />
      );
    case 'triangle': {
      const direction = String(props['direction']) as 'up' | 'down' | 'left' | 'right';
      return (
        <Triangle
          length={n('length')}
          direction={direction}
          cornerRadius={n('cornerRadius')}
          {...paint}
        />
      );
    }
    case 'circle':
      return <Circle radius={n('radius')} fill={fill} />;
    case 'ellipse':
      return <Ellipse rx={n('rx')} ry={n('ry')} fill={fill} />;
    case 'heart':
      return (
        <Heart
          height={n('height')}
          aspectRatio={n('aspectRatio')}
          bottomRoundnessAdjustment={n('bottomRoundnessAdjustment')}
          depthAdjustment={n('depthAdjustment')}
          {...paint}
        />
      );
    case 'star':
      return (
        <Star
          points={n('points')}
          innerRadius={n('innerRadius')}
          outerRadius={n('outerRadius')}
          cornerRadius={n('cornerRadius')}
          {...paint}
        />
      );
    case 'pie': {
      const open = props['closePath'] === false;
      return (
        <Pie
          radius={n('radius')}
          progress={n('progress')}
          rotation={n('rotation')}
          closePath={!open}
          counterClockwise={props['counterClockwise'] === true}
          fill={open ? 'none' : fill}
          stroke={open ? fill : undefined}
          strokeWidth={open ? 24 : undefined}
        />
      );
    }
    case 'polygon':
      return (
        <Polygon
          points={n('points')}
          radius={n('radius')}
          cornerRadius={n('cornerRadius')}
          {...paint}
        />
      );
  }
}

/** Small versions of every shape, for the overview. */
const gallery: Record<ShapeName, ShapeValues> = {
  rect: { width: 180, height: 120, cornerRadius: 16 },
  triangle: { length: 170, direction: 'up', cornerRadius: 6 },
  circle: { radius: 80 },
  ellipse: { rx: 110, ry: 60 },
  heart: { height: 150, aspectRatio: 1.1, bottomRoundnessAdjustment: 0, depthAdjustment: 0 },
  star: { points: 5, innerRadius: 36, outerRadius: 85, cornerRadius: 0 },
  pie: { radius: 80, progress: 0.7, rotation: 0, closePath: true, counterClockwise: false },
  polygon: { points: 6, radius: 85, cornerRadius: 0 },
};

const caption = { color: '#e2e8f0', fontFamily: 'ui-monospace, monospace', fontSize: 30 };

/**
 * The shape demo's silent composition. One shape: its moving prop goes from the form's value
 * to a telling extreme and back, with the current value written below. `'all'`: every shape,
 * each moving in turn.
 */
export function ShapeScene({ shape, values }: ShapeSceneProps) {
  const frame = useCurrentFrame();
  const { durationInFrames } = useVideoConfig();
  if (shape === 'all') {
    const names = Object.keys(gallery) as ShapeName[];
    return (
      <AbsoluteFill style={{ backgroundColor: '#0f172a', flexDirection: 'row', flexWrap: 'wrap' }}>
        {names.map((name, i) => {
          // Each shape moves in turn, 8 frames after the previous one, and rests otherwise.
          const span = durationInFrames - (names.length - 1) * 8;
          const local = Math.min(span - 1, Math.max(0, frame - i * 8));
          const { props } = animateShape(name, gallery[name], waveAt(local, span));
          return (
            <div
              key={name}
              style={{
                width: '25%',
                height: '50%',
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                justifyContent: 'center',
                gap: 16,
              }}
            >
              <ShapeElement shape={name} props={props} />
              <div style={{ ...caption, fontSize: 26 }}>{`<${shapes[name].component} />`}</div>
            </div>
          );
        })}
      </AbsoluteFill>
    );
  }
  const { props, moving } = animateShape(shape, values, waveAt(frame, durationInFrames));
  const written = moving.map((prop) => `${prop}={${formatValue(props[prop] ?? 0)}}`).join(' ');
  return (
    <AbsoluteFill style={{ backgroundColor: '#0f172a' }}>
      <AbsoluteFill style={{ justifyContent: 'center', alignItems: 'center', paddingBottom: 60 }}>
        <ShapeElement shape={shape} props={props} />
      </AbsoluteFill>
      <div style={{ ...caption, position: 'absolute', left: 40, bottom: 30 }}>
        {`<${shapes[shape].component} ${written} />`}
      </div>
    </AbsoluteFill>
  );
}
