import { CheckField, DemoFields, RangeField, SelectField } from '../_shared/fields';
import {
  directionsOf,
  easingLabels,
  easingNames,
  effectiveDirection,
  presentationLabels,
  timingLabels,
  type PresentationName,
  type TimingName,
  type TransitionSettings,
} from './options';

const frames = (n: number) => `${n} frames`;
const named = <T extends string>(names: readonly T[], labels: Record<T, string>) =>
  names.map((value) => ({ value, label: labels[value] }));

/** The demo's controls: presentation, its options, timing, its options. */
export function Controls({
  settings: s,
  presentations,
  timings,
  onChange,
}: {
  settings: TransitionSettings;
  presentations: readonly PresentationName[];
  timings: readonly TimingName[];
  onChange: (patch: Partial<TransitionSettings>) => void;
}) {
  const directions = directionsOf(s.presentation);
  return (
    <DemoFields label="Transition options">
      {presentations.length > 1 ? (
        <SelectField
          label="Presentation"
          value={s.presentation}
          options={named(presentations, presentationLabels)}
          onChange={(presentation) => onChange({ presentation })}
        />
      ) : null}
      {directions ? (
        <SelectField
          label="direction"
          value={effectiveDirection(s)}
          options={directions.map((d) => ({ value: d, label: `'${d}'` }))}
          onChange={(direction) => onChange({ direction })}
        />
      ) : null}
      {s.presentation === 'flip' || s.presentation === 'cube' ? (
        <SelectField
          label="perspective"
          value={s.perspective}
          options={[500, 1000, 2000, 4000].map((p) => ({ value: p, label: `${p}px` }))}
          onChange={(perspective) => onChange({ perspective })}
        />
      ) : null}
      {s.presentation === 'fade' ? (
        <CheckField
          label="shouldFadeOutExitingScene"
          checked={s.fadeOutExiting}
          onChange={(fadeOutExiting) => onChange({ fadeOutExiting })}
        />
      ) : null}
      {s.presentation === 'zoom' ? (
        <RangeField
          label="amount"
          value={s.amount}
          min={0.1}
          max={0.8}
          step={0.1}
          format={(v) => v.toFixed(1)}
          onChange={(amount) => onChange({ amount })}
        />
      ) : null}
      {s.presentation === 'softWipe' ? (
        <RangeField
          label="softness"
          value={s.softness}
          min={0}
          max={60}
          step={5}
          format={(v) => `${v}%`}
          onChange={(softness) => onChange({ softness })}
        />
      ) : null}
      {timings.length > 1 ? (
        <SelectField
          label="Timing"
          value={s.timing}
          options={named(timings, timingLabels)}
          onChange={(timing) => onChange({ timing })}
        />
      ) : null}
      {s.timing === 'linear' || s.timing === 'stepped' ? (
        <RangeField
          label="durationInFrames"
          value={s.duration}
          min={6}
          max={90}
          step={3}
          format={frames}
          onChange={(duration) => onChange({ duration })}
        />
      ) : null}
      {s.timing === 'linear' ? (
        <SelectField
          label="easing"
          value={s.easing}
          options={named(easingNames, easingLabels)}
          onChange={(easing) => onChange({ easing })}
        />
      ) : null}
      {s.timing === 'stepped' ? (
        <RangeField
          label="steps"
          value={s.steps}
          min={2}
          max={12}
          step={1}
          onChange={(steps) => onChange({ steps })}
        />
      ) : null}
      {s.timing === 'spring' || s.timing === 'held' ? (
        <SelectField
          label="config.damping"
          value={s.damping}
          options={[200, 20, 10, 6].map((d) => ({
            value: d,
            label: d >= 20 ? `${d} (no bounce)` : `${d} (bouncy)`,
          }))}
          onChange={(damping) => onChange({ damping })}
        />
      ) : null}
      {s.timing === 'spring' ? (
        <SelectField
          label="durationInFrames"
          value={s.springDuration}
          options={[0, 15, 30, 60].map((d) => ({
            value: d,
            label: d === 0 ? 'not set (natural)' : frames(d),
          }))}
          onChange={(springDuration) => onChange({ springDuration })}
        />
      ) : null}
      {s.timing === 'held' ? (
        <RangeField
          label="holdFrames"
          value={s.hold}
          min={0}
          max={40}
          step={5}
          format={frames}
          onChange={(hold) => onChange({ hold })}
        />
      ) : null}
    </DemoFields>
  );
}
