import {
  linearTiming,
  springTiming,
  TransitionSeries,
  type TransitionTiming,
} from '@remotion/transitions';
import { clockWipe } from '@remotion/transitions/clock-wipe';
import { fade } from '@remotion/transitions/fade';
import { flip } from '@remotion/transitions/flip';
import { iris } from '@remotion/transitions/iris';
import { none } from '@remotion/transitions/none';
import { slide } from '@remotion/transitions/slide';
import { wipe } from '@remotion/transitions/wipe';
import type { ReactElement } from 'react';
import { Easing } from 'remotion';
import { closingIris, cubeRotation, softWipe, zoom } from './custom-presentations';
import { steppedTiming, withHold } from './custom-timings';
import { edgeDirection, type EasingName, type TransitionSettings } from './options';

const easings: Record<EasingName, ((t: number) => number) | undefined> = {
  none: undefined,
  inOutCubic: Easing.inOut(Easing.cubic),
  outBack: Easing.out(Easing.back(1.7)),
};

/** The timing object the settings describe. */
export function makeTiming(s: TransitionSettings): TransitionTiming {
  const spring = () => springTiming({ config: { damping: s.damping } });
  switch (s.timing) {
    case 'linear':
      return linearTiming({ durationInFrames: s.duration, easing: easings[s.easing] });
    case 'spring':
      return s.springDuration > 0
        ? springTiming({ config: { damping: s.damping }, durationInFrames: s.springDuration })
        : spring();
    case 'stepped':
      return steppedTiming({ durationInFrames: s.duration, steps: s.steps });
    case 'held':
      return withHold(spring(), s.hold);
  }
}

/**
 * The `<TransitionSeries.Transition>` element for the settings. Called as a function, not
 * rendered as a component: the series only accepts its own elements as direct children, and
 * one element per presentation keeps each `presentation` prop type-checked.
 */
export function transitionElement(
  s: TransitionSettings,
  timing: TransitionTiming,
  size: { width: number; height: number },
): ReactElement {
  const T = TransitionSeries.Transition;
  const edge = edgeDirection(s);
  switch (s.presentation) {
    case 'fade':
      return (
        <T timing={timing} presentation={fade({ shouldFadeOutExitingScene: s.fadeOutExiting })} />
      );
    case 'slide':
      return <T timing={timing} presentation={slide({ direction: edge })} />;
    case 'wipe':
      return <T timing={timing} presentation={wipe({ direction: s.direction })} />;
    case 'flip':
      return (
        <T timing={timing} presentation={flip({ direction: edge, perspective: s.perspective })} />
      );
    case 'clockWipe':
      return <T timing={timing} presentation={clockWipe(size)} />;
    case 'iris':
      return <T timing={timing} presentation={iris(size)} />;
    case 'none':
      return <T timing={timing} presentation={none()} />;
    case 'cube':
      return (
        <T
          timing={timing}
          presentation={cubeRotation({ direction: edge, perspective: s.perspective })}
        />
      );
    case 'zoom':
      return <T timing={timing} presentation={zoom({ amount: s.amount })} />;
    case 'softWipe':
      return <T timing={timing} presentation={softWipe({ softness: s.softness })} />;
    case 'closingIris':
      return <T timing={timing} presentation={closingIris()} />;
  }
}
