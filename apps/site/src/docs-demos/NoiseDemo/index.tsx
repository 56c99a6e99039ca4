import { lazy, useState } from 'react';
import { DemoCode, DemoFields, RangeField, SelectField, TextField } from '../_shared/fields';
import { LazyStage } from '../_shared/LazyStage';
import { checkName, parseList } from '../_shared/mdx-options';
import {
  defaultNoiseSettings,
  noiseCode,
  noiseFunctions,
  suggestedScale,
  type NoiseFunction,
  type NoiseSettings,
} from './options';

const Stage = lazy(() => import('./Stage'));

/**
 * A field of dots or strokes moved by `@remotion/noise`, with seed, scale and speed controls.
 * `fn` is the function shown first; `functions` (comma-separated) adds others to switch to.
 */
export function NoiseDemo({
  fn = 'noise3D',
  functions,
}: {
  fn?: NoiseFunction;
  functions?: string;
}) {
  const choices = [
    ...new Set([checkName(fn, noiseFunctions), ...parseList(functions, noiseFunctions, [])]),
  ];
  const [s, setS] = useState<NoiseSettings>(() => {
    const first = choices[0] ?? fn;
    return { ...defaultNoiseSettings, fn: first, scale: suggestedScale[first] };
  });
  const set = (patch: Partial<NoiseSettings>) => setS((old) => ({ ...old, ...patch }));
  const below = (
    <p className="docs-demo__caption">The number of noise calls per frame appears here.</p>
  );
  return (
    <div className="docs-demo">
      <DemoFields label="Noise options">
        {choices.length > 1 ? (
          <SelectField
            label="Function"
            value={s.fn}
            options={choices.map((value) => ({ value, label: `${value}()` }))}
            onChange={(value) => set({ fn: value, scale: suggestedScale[value] })}
          />
        ) : null}
        <TextField label="seed" value={s.seed} onChange={(seed) => set({ seed })} />
        <RangeField
          label="Scale (per pixel)"
          value={s.scale}
          min={0.001}
          max={0.03}
          step={0.001}
          format={(v) => v.toFixed(3)}
          onChange={(scale) => set({ scale })}
        />
        {s.fn === 'noise4D' ? (
          <RangeField
            label="Loop radius"
            value={s.radius}
            min={0.1}
            max={3}
            step={0.1}
            format={(v) => v.toFixed(1)}
            onChange={(radius) => set({ radius })}
          />
        ) : (
          <>
            <RangeField
              label="Speed (per frame)"
              value={s.speed}
              min={0}
              max={0.08}
              step={0.005}
              format={(v) => v.toFixed(3)}
              onChange={(speed) => set({ speed })}
            />
            <RangeField
              label="Amplitude"
              value={s.amplitude}
              min={0}
              max={60}
              step={2}
              format={(v) => `${v}px`}
              onChange={(amplitude) => set({ amplitude })}
            />
          </>
        )}
      </DemoFields>
      <DemoCode>{noiseCode(s)}</DemoCode>
      <LazyStage className="docs-demo__stage" below={below}>
        <Stage settings={s} />
      </LazyStage>
    </div>
  );
}
