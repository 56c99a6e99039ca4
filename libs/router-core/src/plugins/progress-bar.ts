import type { Router } from '../core/router.js';

export interface ProgressBarOptions {
  document: Document;
  /** Navigations faster than this show nothing. @default 200 */
  delayMs?: number;
  setTimeout?: (fn: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
}

/**
 * Shows a thin bar at the top of the page when a path change takes longer than
 * `delayMs`, and completes it when the new route has rendered. No spinner.
 */
export function installProgressBar(
  router: Router<unknown>,
  options: ProgressBarOptions,
): () => void {
  const { document: doc, delayMs = 200 } = options;
  const set = options.setTimeout ?? ((fn, ms) => globalThis.setTimeout(fn, ms));
  const clear = options.clearTimeout ?? ((h) => globalThis.clearTimeout(h as number));
  let timer: unknown;
  let bar: HTMLElement | null = null;

  const show = () => {
    bar = doc.createElement('div');
    bar.className = 'sk-progress-bar';
    bar.setAttribute('role', 'progressbar');
    bar.setAttribute('aria-label', 'Loading page');
    doc.body.append(bar);
  };
  const done = () => {
    if (timer !== undefined) clear(timer);
    timer = undefined;
    if (!bar) return;
    const finished = bar;
    bar = null;
    finished.classList.add('sk-progress-bar--done');
    set(() => finished.remove(), 250);
  };

  const offs = [
    router.on('beforeNavigate', ({ from, to }) => {
      if (from.pathname === to.pathname) return;
      done();
      timer = set(show, delayMs);
    }),
    router.on('rendered', done),
    router.on('loadFailed', done),
  ];
  return () => offs.forEach((off) => off());
}
