import { lazy, Suspense } from 'react';
import { usePrefersReducedMotion } from '../../docs-demos/_shared/use-reduced-motion';
import type { PreviewLoader } from '../../previews/types';
import { useNearViewport } from '../TitleCardDemo/use-near-viewport';
import { useCardActivity } from './use-card-activity';
import { useIdleAfter } from './use-idle';

export { PREVIEW_HOST_ATTRIBUTE, previewHostProps } from './use-card-activity';

// The poster and the Player live in their own chunk, with `remotion` and `@remotion/player`.
const Stage = lazy(() => import('./Stage'));

/**
 * When a preview plays. 'hover': a poster that plays (muted, looped, no controls) while the
 * pointer is over its card or keyboard focus is inside it. 'open': the Player with controls,
 * playing as soon as it has loaded, for a template's page or the showcase overlay.
 */
export type PreviewTrigger = 'hover' | 'open';

/** Props of {@link VideoPreview}. */
export interface VideoPreviewProps {
  /** Loads the composition; called once the preview nears the viewport. */
  load: PreviewLoader;
  /**
   * Names the Player on 'open' (e.g. "Preview of the Audiogram template"). A 'hover' preview
   * is decorative and hidden from assistive technology: the card around it carries the title.
   */
  label: string;
  trigger: PreviewTrigger;
  /** Width ÷ height of the box reserved in the server HTML; the composition should match it. @default 16 / 9 */
  aspectRatio?: number;
  className?: string;
}

/**
 * A real preview of a composition of ours, played in `@remotion/player`. The server renders an
 * empty box of the final size; near the viewport the poster (the composition at its
 * `posterFrame`) loads. It never takes focus, and with `prefers-reduced-motion: reduce` it does
 * not play by itself: a 'hover' preview stays a poster, an 'open' one waits for its play button.
 * For 'hover', spread {@link previewHostProps} on the card (else the parent is the card).
 */
export function VideoPreview({
  load,
  label,
  trigger,
  aspectRatio = 16 / 9,
  className,
}: VideoPreviewProps) {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  const reducedMotion = usePrefersReducedMotion();
  const active = useCardActivity(ref, trigger === 'hover' && !reducedMotion);
  const playing = trigger === 'open' ? !reducedMotion : active;
  // A card's poster waits for an idle moment (or the reader's hover); an opened preview does not.
  const idle = useIdleAfter(near && trigger === 'hover');
  const shown = near && (trigger === 'open' || idle || active);
  const a11y =
    trigger === 'hover'
      ? ({ 'aria-hidden': true, inert: true } as const)
      : ({ role: 'group', 'aria-label': label } as const);
  return (
    <div
      ref={ref}
      className={['video-preview', `video-preview--${trigger}`, className]
        .filter(Boolean)
        .join(' ')}
      style={{ aspectRatio: String(aspectRatio) }}
      {...a11y}
    >
      {shown && (
        <Suspense fallback={null}>
          <Stage load={load} trigger={trigger} playing={playing} />
        </Suspense>
      )}
    </div>
  );
}
