import { easingLabels, effectiveDirection, type TransitionSettings } from './options';

const q = (s: string) => `'${s}'`;

/** The presentation call the settings stand for, as the reader would write it. */
export function presentationCode(s: TransitionSettings): string {
  const direction = q(effectiveDirection(s));
  switch (s.presentation) {
    case 'fade':
      return s.fadeOutExiting ? 'fade({shouldFadeOutExitingScene: true})' : 'fade()';
    case 'slide':
      return `slide({direction: ${direction}})`;
    case 'wipe':
      return `wipe({direction: ${direction}})`;
    case 'flip':
      return `flip({direction: ${direction}, perspective: ${s.perspective}})`;
    case 'clockWipe':
      return 'clockWipe({width, height})';
    case 'iris':
      return 'iris({width, height})';
    case 'none':
      return 'none()';
    case 'cube':
      return `cubeRotation({direction: ${direction}, perspective: ${s.perspective}})`;
    case 'zoom':
      return `zoom({amount: ${s.amount}})`;
    case 'softWipe':
      return `softWipe({softness: ${s.softness}})`;
    case 'closingIris':
      return 'closingIris()';
  }
}

/** The timing call the settings stand for. */
export function timingCode(s: TransitionSettings): string {
  const spring = (extra: string) => `springTiming({config: {damping: ${s.damping}}${extra}})`;
  switch (s.timing) {
    case 'linear':
      return s.easing === 'none'
        ? `linearTiming({durationInFrames: ${s.duration}})`
        : `linearTiming({durationInFrames: ${s.duration}, easing: ${easingLabels[s.easing]}})`;
    case 'spring':
      return spring(s.springDuration > 0 ? `, durationInFrames: ${s.springDuration}` : '');
    case 'stepped':
      return `steppedTiming({durationInFrames: ${s.duration}, steps: ${s.steps}})`;
    case 'held':
      return `withHold(${spring('')}, ${s.hold})`;
  }
}
