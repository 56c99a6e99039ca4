import type { ApiPackageDocs } from './types';

/** `@remotion/transitions` (4.0.357): scenes in a row with transitions between them. */
const transitions: ApiPackageDocs = {
  package: '@remotion/transitions',
  overview: '/docs/transitions',
  entries: [
    '@remotion/transitions',
    '@remotion/transitions/fade',
    '@remotion/transitions/slide',
    '@remotion/transitions/wipe',
    '@remotion/transitions/flip',
    '@remotion/transitions/clock-wipe',
    '@remotion/transitions/iris',
    '@remotion/transitions/none',
  ],
  documented: {
    // Main entry
    TransitionSeries: {
      page: '/docs/transitions/transitionseries',
      summary:
        'Component that plays scenes one after another, with TransitionSeries.Sequence and TransitionSeries.Transition children.',
    },
    linearTiming: {
      page: '/docs/transitions/timings/lineartiming',
      summary: 'Timing of a fixed length whose progress rises evenly or along an easing curve.',
    },
    springTiming: {
      page: '/docs/transitions/timings/springtiming',
      summary: 'Timing whose progress follows a spring, with a natural or fixed length.',
    },
    useTransitionProgress: {
      page: '/docs/transitions/use-transition-progress',
      summary:
        "Hook returning the entering and exiting progress of the current scene's transitions.",
    },
    TransitionState: {
      page: '/docs/transitions/use-transition-progress#return-value',
      summary: 'Type returned by useTransitionProgress(): entering, exiting, isInTransitionSeries.',
    },
    TransitionTiming: {
      page: '/docs/transitions/timings/custom#the-transitiontiming-type',
      summary: 'Type of a timing: getDurationInFrames() and getProgress().',
    },
    TransitionPresentation: {
      page: '/docs/transitions/presentations/custom#the-types',
      summary: 'Type of a presentation: a component and the options passed to it.',
    },
    TransitionPresentationComponentProps: {
      page: '/docs/transitions/presentations/custom#props-of-the-component',
      summary:
        "Type of the props a presentation's component receives: children, direction, progress, duration, options.",
    },
    // Presentation subpaths
    fade: {
      page: '/docs/transitions/presentations/fade',
      summary:
        'Presentation that fades the incoming scene in, optionally fading the outgoing one out.',
    },
    FadeProps: {
      page: '/docs/transitions/presentations/fade#options',
      summary: 'Type: options of fade().',
    },
    slide: {
      page: '/docs/transitions/presentations/slide',
      summary: 'Presentation in which the incoming scene pushes the outgoing one out; the default.',
    },
    SlideProps: {
      page: '/docs/transitions/presentations/slide#options',
      summary: 'Type: options of slide().',
    },
    SlideDirection: {
      page: '/docs/transitions/presentations/slide#options',
      summary: "Type: 'from-left' | 'from-right' | 'from-top' | 'from-bottom'.",
    },
    wipe: {
      page: '/docs/transitions/presentations/wipe',
      summary:
        'Presentation in which a straight edge from a side or corner reveals the incoming scene.',
    },
    WipeProps: {
      page: '/docs/transitions/presentations/wipe#options',
      summary: 'Type: options of wipe().',
    },
    WipeDirection: {
      page: '/docs/transitions/presentations/wipe#wipedirection',
      summary: 'Type: the four sides and four corners a wipe can start from.',
    },
    flip: {
      page: '/docs/transitions/presentations/flip',
      summary: 'Presentation that turns both scenes in 3D like the faces of a card.',
    },
    FlipProps: {
      page: '/docs/transitions/presentations/flip#options',
      summary: 'Type: options of flip().',
    },
    FlipDirection: {
      page: '/docs/transitions/presentations/flip#options',
      summary: "Type: 'from-left' | 'from-right' | 'from-top' | 'from-bottom'.",
    },
    clockWipe: {
      page: '/docs/transitions/presentations/clock-wipe',
      summary:
        "Presentation that reveals the incoming scene with a clockwise sweep from 12 o'clock.",
    },
    ClockWipeProps: {
      page: '/docs/transitions/presentations/clock-wipe#options',
      summary: 'Type: options of clockWipe(), including the required width and height.',
    },
    iris: {
      page: '/docs/transitions/presentations/iris',
      summary:
        'Presentation that reveals the incoming scene through a circle growing from the center.',
    },
    IrisProps: {
      page: '/docs/transitions/presentations/iris#options',
      summary: 'Type: options of iris(), including the required width and height.',
    },
    none: {
      page: '/docs/transitions/presentations/none',
      summary: 'Presentation without an effect, for animating scenes with useTransitionProgress().',
    },
    NoneProps: {
      page: '/docs/transitions/presentations/none#options',
      summary: 'Type: options of none(): enterStyle and exitStyle.',
    },
  },
};

export default transitions;
