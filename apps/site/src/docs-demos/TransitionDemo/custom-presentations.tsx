import type {
  TransitionPresentation,
  TransitionPresentationComponentProps,
} from '@remotion/transitions';
import { AbsoluteFill, interpolate, useVideoConfig } from 'remotion';

/**
 * Our own presentations, written the way the custom-presentations page explains: render the
 * scene once, look like nothing at rest (exiting at 0, entering at 1), depend only on props.
 */

type Edge = 'from-left' | 'from-right' | 'from-top' | 'from-bottom';

export type CubeRotationProps = { direction: Edge; perspective: number };

function CubeRotation({
  children,
  presentationDirection,
  presentationProgress,
  passedProps: { direction, perspective },
}: TransitionPresentationComponentProps<CubeRotationProps>) {
  const { width, height } = useVideoConfig();
  const horizontal = direction === 'from-left' || direction === 'from-right';
  const sign = direction === 'from-right' || direction === 'from-top' ? 1 : -1;
  const depth = (horizontal ? width : height) / 2;
  // The two faces stay 90° apart; the one facing the viewer is at 0°.
  const angle =
    presentationDirection === 'entering'
      ? sign * 90 * (1 - presentationProgress)
      : -sign * 90 * presentationProgress;
  const axis = horizontal ? 'rotateY' : 'rotateX';
  return (
    <AbsoluteFill style={{ perspective }}>
      <AbsoluteFill
        style={{
          transform: `translateZ(${-depth}px) ${axis}(${angle}deg) translateZ(${depth}px)`,
          backfaceVisibility: 'hidden',
        }}
      >
        {children}
      </AbsoluteFill>
    </AbsoluteFill>
  );
}

export const cubeRotation = (
  props: CubeRotationProps,
): TransitionPresentation<CubeRotationProps> => ({
  component: CubeRotation,
  props,
});

export type ZoomProps = { amount: number };

function Zoom({
  children,
  presentationDirection,
  presentationProgress: p,
  passedProps: { amount },
}: TransitionPresentationComponentProps<ZoomProps>) {
  const exiting = presentationDirection === 'exiting';
  const scale = exiting
    ? interpolate(p, [0, 1], [1, 1 + amount])
    : interpolate(p, [0, 1], [1 - amount, 1]);
  return (
    <AbsoluteFill style={{ transform: `scale(${scale})`, opacity: exiting ? 1 - p : p }}>
      {children}
    </AbsoluteFill>
  );
}

export const zoom = (props: ZoomProps): TransitionPresentation<ZoomProps> => ({
  component: Zoom,
  props,
});

export type SoftWipeProps = { softness: number };

function SoftWipe({
  children,
  presentationDirection,
  presentationProgress,
  passedProps: { softness },
}: TransitionPresentationComponentProps<SoftWipeProps>) {
  if (presentationDirection === 'exiting') return <AbsoluteFill>{children}</AbsoluteFill>;
  // The blended edge runs from −softness % to 100 %: hidden at 0, fully shown at 1.
  const edge = presentationProgress * (100 + softness);
  const mask = `linear-gradient(to right, black ${edge - softness}%, transparent ${edge}%)`;
  return <AbsoluteFill style={{ maskImage: mask, WebkitMaskImage: mask }}>{children}</AbsoluteFill>;
}

export const softWipe = (props: SoftWipeProps): TransitionPresentation<SoftWipeProps> => ({
  component: SoftWipe,
  props,
});

export type ClosingIrisProps = Record<string, never>;

function ClosingIris({
  children,
  presentationDirection,
  presentationProgress,
}: TransitionPresentationComponentProps<ClosingIrisProps>) {
  const { width, height } = useVideoConfig();
  if (presentationDirection === 'exiting') return <AbsoluteFill>{children}</AbsoluteFill>;
  // A transparent hole in the new scene shrinks from the corners to nothing.
  const radius = Math.max(0, (1 - presentationProgress) * Math.hypot(width, height) * 0.5);
  const mask = `radial-gradient(circle at center, transparent ${radius}px, black ${radius}px)`;
  return <AbsoluteFill style={{ maskImage: mask, WebkitMaskImage: mask }}>{children}</AbsoluteFill>;
}

export const closingIris = (): TransitionPresentation<ClosingIrisProps> => ({
  component: ClosingIris,
  props: {},
});
