import { lazy, useState } from 'react';
import { DemoCode, DemoFields, RangeField, SelectField } from '../_shared/fields';
import { LazyStage } from '../_shared/LazyStage';
import { checkName, parseList } from '../_shared/mdx-options';
import {
  blurCode,
  blurEffects,
  defaultBlurSettings,
  effectLabels,
  type BlurEffect,
  type BlurSettings,
} from './options';

const Stage = lazy(() => import('./Stage'));

/**
 * A fast ball and a spinning bar inside `<Trail>` or `<CameraMotionBlur>`, with the wrapper's
 * props as controls. `effect` is shown first; `effects` (comma-separated) adds others.
 */
export function MotionBlurDemo({
  effect = 'camera',
  effects,
}: {
  effect?: BlurEffect;
  effects?: string;
}) {
  const choices = [
    ...new Set([checkName(effect, blurEffects), ...parseList(effects, blurEffects, [])]),
  ];
  const [s, setS] = useState<BlurSettings>(() => ({
    ...defaultBlurSettings,
    effect: choices[0] ?? effect,
  }));
  const set = (patch: Partial<BlurSettings>) => setS((old) => ({ ...old, ...patch }));
  const below = (
    <p className="docs-demo__caption">How often each frame draws the movers appears here.</p>
  );
  return (
    <div className="docs-demo">
      <DemoFields label="Motion blur options">
        {choices.length > 1 ? (
          <SelectField
            label="Wrapper"
            value={s.effect}
            options={choices.map((value) => ({ value, label: effectLabels[value] }))}
            onChange={(value) => set({ effect: value })}
          />
        ) : null}
        {s.effect === 'trail' ? (
          <>
            <RangeField
              label="layers"
              value={s.layers}
              min={0}
              max={20}
              step={1}
              onChange={(layers) => set({ layers })}
            />
            <RangeField
              label="lagInFrames"
              value={s.lagInFrames}
              min={0.25}
              max={3}
              step={0.25}
              onChange={(lagInFrames) => set({ lagInFrames })}
            />
            <RangeField
              label="trailOpacity"
              value={s.trailOpacity}
              min={0}
              max={1}
              step={0.05}
              format={(v) => v.toFixed(2)}
              onChange={(trailOpacity) => set({ trailOpacity })}
            />
          </>
        ) : null}
        {s.effect === 'camera' ? (
          <>
            {/* 0 makes the component throw on frame 0 (see its page), so the range starts above. */}
            <RangeField
              label="shutterAngle"
              value={s.shutterAngle}
              min={10}
              max={360}
              step={10}
              format={(v) => `${v}°`}
              onChange={(shutterAngle) => set({ shutterAngle })}
            />
            <RangeField
              label="samples"
              value={s.samples}
              min={1}
              max={32}
              step={1}
              onChange={(samples) => set({ samples })}
            />
          </>
        ) : null}
      </DemoFields>
      <DemoCode>{blurCode(s)}</DemoCode>
      <LazyStage className="docs-demo__stage" below={below}>
        <Stage settings={s} />
      </LazyStage>
    </div>
  );
}
