import {
  makeCircle,
  makeEllipse,
  makeHeart,
  makePie,
  makePolygon,
  makeRect,
  makeStar,
  makeTriangle,
} from '@remotion/shapes';
import { useMemo } from 'react';
import { StillFirstPlayer } from '../_shared/StillFirstPlayer';
import { jsxProps, shapes, type ShapeName, type ShapeValues } from './controls';
import { ShapeScene, type ShapeSceneProps } from './ShapeScene';

const makers: Record<
  ShapeName,
  (options: never) => { path: string; width: number; height: number; transformOrigin: string }
> = {
  rect: makeRect,
  triangle: makeTriangle,
  circle: makeCircle,
  ellipse: makeEllipse,
  heart: makeHeart,
  star: makeStar,
  pie: makePie,
  polygon: makePolygon,
};

/** What the `make*()` function returns for the form's values, computed live. */
function Returns({ shape, values }: { shape: ShapeName; values: ShapeValues }) {
  // `debug` is a prop of the component, not an option of the function.
  const options = Object.fromEntries(Object.entries(values).filter(([key]) => key !== 'debug'));
  const call = `${shapes[shape].fn}({ ${Object.entries(options)
    .map(([k, v]) => `${k}: ${typeof v === 'string' ? `'${v}'` : String(v)}`)
    .join(', ')} })`;
  let result: ReturnType<(typeof makers)['rect']> | Error;
  try {
    result = makers[shape](options as never);
  } catch (e) {
    result = e as Error;
  }
  return (
    <div className="docs-demo__returns" aria-live="polite">
      <p>
        <code>{call}</code> returns:
      </p>
      {result instanceof Error ? (
        <p>Throws: {result.message}</p>
      ) : (
        <dl>
          <dt>width</dt>
          <dd>{result.width}</dd>
          <dt>height</dt>
          <dd>{result.height}</dd>
          <dt>transformOrigin</dt>
          <dd>&apos;{result.transformOrigin}&apos;</dd>
          <dt>path</dt>
          <dd>&apos;{result.path}&apos;</dd>
        </dl>
      )}
    </div>
  );
}

/**
 * The heavy part of ShapeDemo (loads `@remotion/shapes`, `remotion` and the Player): the
 * composition, and below it the element or the function result for the form's values.
 */
export default function Stage({
  shape,
  values,
  mode,
}: {
  shape: ShapeName | 'all';
  values: ShapeValues;
  mode: 'component' | 'function';
}) {
  const inputProps = useMemo<ShapeSceneProps>(() => ({ shape, values }), [shape, values]);
  return (
    <div>
      {/* Frame 0 shows exactly the values of the form. */}
      <StillFirstPlayer component={ShapeScene} inputProps={inputProps} stillFrame={0} />
      {shape === 'all' ? null : mode === 'function' ? (
        <Returns shape={shape} values={values} />
      ) : (
        <p className="docs-demo__code">
          First and last frame: <code>{`<${shapes[shape].component} ${jsxProps(values)} />`}</code>
        </p>
      )}
    </div>
  );
}
