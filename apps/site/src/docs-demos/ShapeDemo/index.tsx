import { lazy, useState } from 'react';
import { LazyStage } from '../_shared/LazyStage';
import { checkName } from '../_shared/mdx-options';
import '../_shared/live-examples.css';
import { CheckField, RangeField, SelectField } from '../_shared/fields';
import { initialValues, shapes, type Control, type ShapeName, type ShapeValues } from './controls';

const Stage = lazy(() => import('./Stage'));
const shapeNames = Object.keys(shapes) as ShapeName[];

/** One labelled input of the form (the label is the prop's name). */
function Field({
  control,
  value,
  onChange,
}: {
  control: Control;
  value: ShapeValues[string] | undefined;
  onChange: (value: number | string | boolean) => void;
}) {
  const label = <code>{control.prop}</code>;
  if (control.kind === 'range')
    return (
      <RangeField
        label={label}
        min={control.min}
        max={control.max}
        step={control.step}
        value={Number(value)}
        onChange={onChange}
      />
    );
  if (control.kind === 'choice')
    return (
      <SelectField
        label={label}
        value={String(value)}
        options={control.options.map((option) => ({ value: option, label: option }))}
        onChange={onChange}
      />
    );
  return <CheckField label={label} checked={value === true} onChange={onChange} />;
}

/**
 * A live shape from `@remotion/shapes` in the Player: a short composition moves one of its
 * props and back, and the form changes the others. With `mode="function"`, the `make*()`
 * result for the form's values is shown below the video. `shape="all"` shows every shape.
 * The Player's code loads only when the demo nears the viewport.
 */
export function ShapeDemo({
  shape: shapeName,
  mode: modeName = 'component',
}: {
  shape: ShapeName | 'all';
  mode?: 'component' | 'function';
}) {
  // MDX attributes escape the type checker: a typo fails the prerender with a clear message.
  const shape = checkName(shapeName, [...shapeNames, 'all'] as const);
  const mode = checkName(modeName, ['component', 'function'] as const);
  const [values, setValues] = useState<ShapeValues>(() =>
    shape === 'all' ? {} : initialValues(shape),
  );
  const stage = (
    <LazyStage className="docs-demo__stage">
      <Stage shape={shape} values={values} mode={mode} />
    </LazyStage>
  );
  if (shape === 'all') return <div className="docs-demo">{stage}</div>;
  const { component, fn } = shapes[shape];
  return (
    <div className="docs-demo docs-demo--split">
      <form
        className="docs-demo__form"
        aria-label={`Options of ${mode === 'function' ? `${fn}()` : `<${component}>`}`}
        onSubmit={(e) => e.preventDefault()}
      >
        {shapes[shape].controls.map((control) => (
          <Field
            key={control.prop}
            control={control}
            value={values[control.prop]}
            onChange={(value) => setValues((v) => ({ ...v, [control.prop]: value }))}
          />
        ))}
      </form>
      {stage}
    </div>
  );
}
