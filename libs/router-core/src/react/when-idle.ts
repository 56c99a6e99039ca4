type IdleWindow = Pick<Window, 'addEventListener' | 'setTimeout'> & {
  document: Pick<Document, 'readyState'>;
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
};

/**
 * Runs `callback` once the page has loaded and the main thread is idle (within `timeout` ms of
 * that at the latest), so that work nobody waits for, like prefetching the pages links lead
 * to, does not compete with the page's own loading and hydration.
 */
export function whenIdle(
  callback: () => void,
  win: IdleWindow | undefined = globalThis.window,
  timeout = 2000,
): void {
  if (!win) return;
  const idle = () =>
    win.requestIdleCallback
      ? win.requestIdleCallback(callback, { timeout })
      : win.setTimeout(callback, 200);
  if (win.document.readyState === 'complete') idle();
  else win.addEventListener('load', idle, { once: true });
}
