import { useEffect, useState, type RefObject } from 'react';

/** The attribute that marks the card whose hover and focus play the preview inside it. */
export const PREVIEW_HOST_ATTRIBUTE = 'data-preview-host';

/** Spread on a card to make it the host of the 'hover' previews inside it. */
export const previewHostProps = { [PREVIEW_HOST_ATTRIBUTE]: '' } as const;

/**
 * True while a mouse or pen is over the preview's card, or keyboard focus is inside it.
 * The card is the closest ancestor carrying {@link PREVIEW_HOST_ATTRIBUTE}, else the
 * preview's parent. Touch is ignored: a tap opens the card's link, it should not first
 * start a video. Always false on the server and while `enabled` is false.
 */
export function useCardActivity(box: RefObject<HTMLElement | null>, enabled: boolean): boolean {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const host =
      box.current?.closest<HTMLElement>(`[${PREVIEW_HOST_ATTRIBUTE}]`) ??
      box.current?.parentElement;
    if (!enabled || !host) return;
    let pointer = host.matches(':hover');
    let focus = host.contains(document.activeElement);
    const update = () => setActive(pointer || focus);
    const onEnter = (event: PointerEvent) => {
      if (event.pointerType === 'touch') return;
      pointer = true;
      update();
    };
    const onLeave = () => {
      pointer = false;
      update();
    };
    const onFocusIn = () => {
      focus = true;
      update();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && host.contains(event.relatedTarget)) return;
      focus = false;
      update();
    };
    update();
    host.addEventListener('pointerenter', onEnter);
    host.addEventListener('pointerleave', onLeave);
    host.addEventListener('focusin', onFocusIn);
    host.addEventListener('focusout', onFocusOut);
    return () => {
      host.removeEventListener('pointerenter', onEnter);
      host.removeEventListener('pointerleave', onLeave);
      host.removeEventListener('focusin', onFocusIn);
      host.removeEventListener('focusout', onFocusOut);
    };
  }, [box, enabled]);
  return enabled && active;
}
