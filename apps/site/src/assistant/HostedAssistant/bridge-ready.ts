let markReady: () => void = () => {};

/**
 * Settles once the site's end of the bridge listens (it loads after hydration). Ask AI waits
 * for it before opening the hosted panel, so the frame's `embed-ready` is never sent unheard.
 */
export const bridgeReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** Called by the bridge once its channel is listening. */
export const markBridgeReady = () => markReady();

/** The bridge, or at most `ms` (a bridge that failed to load must not block the button). */
export const bridgeReadyOrAfter = (ms: number) =>
  Promise.race([bridgeReady, new Promise<void>((resolve) => setTimeout(resolve, ms))]);
