import { lazy, useState } from 'react';
import { DemoCode } from '../_shared/fields';
import { LazyStage } from '../_shared/LazyStage';
import { checkName, parseList } from '../_shared/mdx-options';
import { presentationCode, timingCode } from './code';
import { Controls } from './Controls';
import {
  defaultSettings,
  presentationNames,
  timingNames,
  type PresentationName,
  type Readout,
  type TimingName,
  type TransitionSettings,
} from './options';

const Stage = lazy(() => import('./Stage'));

/** Props of {@link TransitionDemo}, as written in MDX. */
export interface TransitionDemoProps {
  /** The presentation shown first. @default 'slide' */
  presentation?: PresentationName;
  /** More presentations the reader can switch to, comma-separated (e.g. `"fade,wipe"`). */
  presentations?: string;
  /** The timing used first. @default 'linear' */
  timing?: TimingName;
  /** Timings the reader can switch to, comma-separated. @default 'linear,spring' */
  timings?: string;
  /** What the video draws over the scenes: the timing's curve, the hook's values, a volume. */
  readout?: Readout;
}

/**
 * Two scenes of ours in a `<TransitionSeries>` with the page's presentation and timing, and
 * controls for their options. The transitions code loads when the demo nears the viewport.
 */
export function TransitionDemo({
  presentation = 'slide',
  presentations,
  timing = 'linear',
  timings,
  readout = 'none',
}: TransitionDemoProps) {
  const presentationChoices = unique([
    checkName(presentation, presentationNames),
    ...parseList(presentations, presentationNames, []),
  ]);
  const timingChoices = unique([
    checkName(timing, timingNames),
    ...parseList(timings, timingNames, ['linear', 'spring']),
  ]);
  const [settings, setSettings] = useState<TransitionSettings>(() => ({
    ...defaultSettings,
    presentation: presentationChoices[0] ?? 'slide',
    // flip() defaults to 1000; the cube page's own example uses 2000.
    perspective: presentationChoices[0] === 'cube' ? 2000 : defaultSettings.perspective,
    timing: timingChoices[0] ?? 'linear',
    readout,
  }));
  const below = <p className="docs-demo__caption">The transition's frames appear here.</p>;
  return (
    <div className="docs-demo">
      <Controls
        settings={settings}
        presentations={presentationChoices}
        timings={timingChoices}
        onChange={(patch) => setSettings((s) => ({ ...s, ...patch }))}
      />
      <DemoCode>
        {`presentation={${presentationCode(settings)}} timing={${timingCode(settings)}}`}
      </DemoCode>
      <LazyStage className="docs-demo__stage" below={below}>
        <Stage settings={settings} />
      </LazyStage>
    </div>
  );
}

const unique = <T,>(list: T[]): T[] => [...new Set(list)];
