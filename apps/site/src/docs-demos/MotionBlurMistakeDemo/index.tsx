import { lazy, useState } from 'react';
import { DemoFields, SelectField } from '../_shared/fields';
import { LazyStage } from '../_shared/LazyStage';
import { mistakeCaption, mistakeLabels, mistakes, type MistakeSettings } from './options';

const Stage = lazy(() => import('./Stage'));

/**
 * The same moving ball twice, side by side: on the left inside a wrapper set up wrongly, on
 * the right set up correctly. The reader picks the wrapper and the mistake.
 */
export function MotionBlurMistakeDemo() {
  const [s, setS] = useState<MistakeSettings>({ wrapper: 'trail', mistake: 'outside' });
  return (
    <div className="docs-demo">
      <DemoFields label="Common mistake options">
        <SelectField
          label="Wrapper"
          value={s.wrapper}
          options={[
            { value: 'trail', label: '<Trail>' },
            { value: 'camera', label: '<CameraMotionBlur>' },
          ]}
          onChange={(wrapper) => setS((old) => ({ ...old, wrapper }))}
        />
        <SelectField
          label="Mistake on the left"
          value={s.mistake}
          options={mistakes.map((value) => ({ value, label: mistakeLabels[value] }))}
          onChange={(mistake) => setS((old) => ({ ...old, mistake }))}
        />
      </DemoFields>
      <LazyStage
        className="docs-demo__stage"
        below={<p className="docs-demo__caption">{mistakeCaption(s)}</p>}
      >
        <Stage settings={s} />
      </LazyStage>
    </div>
  );
}
