/**
 * What the transition demo can show, as plain data: no toolkit code, so the page's bundle can
 * hold the controls while the compositions load lazily.
 */

/** Presentations of `@remotion/transitions`, then our own (the cube and the custom-page ones). */
export const presentationNames = [
  'fade',
  'slide',
  'wipe',
  'flip',
  'clockWipe',
  'iris',
  'none',
  'cube',
  'zoom',
  'softWipe',
  'closingIris',
] as const;
export type PresentationName = (typeof presentationNames)[number];

/** Built-in timings, then our own from the custom-timings page. */
export const timingNames = ['linear', 'spring', 'stepped', 'held'] as const;
export type TimingName = (typeof timingNames)[number];

/** What the scenes draw on top of themselves. */
export type Readout = 'none' | 'progress' | 'hook' | 'volume';

export const presentationLabels: Record<PresentationName, string> = {
  fade: 'fade()',
  slide: 'slide()',
  wipe: 'wipe()',
  flip: 'flip()',
  clockWipe: 'clockWipe()',
  iris: 'iris()',
  none: 'none()',
  cube: 'cubeRotation() (our own)',
  zoom: 'zoom() (our own)',
  softWipe: 'softWipe() (our own)',
  closingIris: 'closingIris() (our own)',
};

export const timingLabels: Record<TimingName, string> = {
  linear: 'linearTiming()',
  spring: 'springTiming()',
  stepped: 'steppedTiming() (our own)',
  held: 'withHold(springTiming()) (our own)',
};

export const edgeDirections = ['from-left', 'from-right', 'from-top', 'from-bottom'] as const;
export const wipeDirections = [
  'from-left',
  'from-top-left',
  'from-top',
  'from-top-right',
  'from-right',
  'from-bottom-right',
  'from-bottom',
  'from-bottom-left',
] as const;
export type WipeDirectionName = (typeof wipeDirections)[number];
export type EdgeDirectionName = (typeof edgeDirections)[number];

export const easingNames = ['none', 'inOutCubic', 'outBack'] as const;
export type EasingName = (typeof easingNames)[number];
export const easingLabels: Record<EasingName, string> = {
  none: 'none (even)',
  inOutCubic: 'Easing.inOut(Easing.cubic)',
  outBack: 'Easing.out(Easing.back(1.7))',
};

/** Every setting of the demo, flat, so it can be the Player's `inputProps`. */
export interface TransitionSettings extends Record<string, unknown> {
  presentation: PresentationName;
  /** Stored for all presentations; each reads only the directions it knows. */
  direction: WipeDirectionName;
  /** `flip()` and the cube. */
  perspective: number;
  /** `fade({shouldFadeOutExitingScene})`. */
  fadeOutExiting: boolean;
  /** Our `zoom({amount})`. */
  amount: number;
  /** Our `softWipe({softness})`, in percent of the width. */
  softness: number;
  timing: TimingName;
  /** Length in frames of `linearTiming()` and of our stepped timing. */
  duration: number;
  easing: EasingName;
  damping: number;
  /** Fixed length of `springTiming()`; 0 lets the spring settle naturally. */
  springDuration: number;
  steps: number;
  /** Frames our `withHold()` waits before the spring starts. */
  hold: number;
  readout: Readout;
}

export const defaultSettings: TransitionSettings = {
  presentation: 'slide',
  direction: 'from-left',
  perspective: 1000,
  fadeOutExiting: false,
  amount: 0.3,
  softness: 20,
  timing: 'linear',
  duration: 30,
  easing: 'none',
  damping: 200,
  springDuration: 0,
  steps: 6,
  hold: 10,
  readout: 'none',
};

/** Which direction list a presentation takes, if any. */
export function directionsOf(name: PresentationName): readonly WipeDirectionName[] | null {
  if (name === 'wipe') return wipeDirections;
  if (name === 'slide' || name === 'flip' || name === 'cube') return edgeDirections;
  return null;
}

const isEdge = (d: string): d is EdgeDirectionName =>
  (edgeDirections as readonly string[]).includes(d);

/** The direction a presentation actually uses (an edge one for those without corners). */
export function effectiveDirection(s: TransitionSettings): WipeDirectionName {
  const list = directionsOf(s.presentation);
  return list?.includes(s.direction) ? s.direction : 'from-left';
}

/** The direction of slide(), flip() and the cube, which have no corners. */
export const edgeDirection = (s: TransitionSettings): EdgeDirectionName =>
  isEdge(s.direction) ? s.direction : 'from-left';
