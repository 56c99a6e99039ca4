import type { Router } from '../core/router.js';

/**
 * After a client-side path change, announces the new page title through a live
 * region and moves focus to the start of the main content — what a full page
 * load gives a screen-reader user. Same-page hash and query changes are left alone.
 */
export function installRouteAnnouncer(
  router: Router<unknown>,
  options: { document: Document; mainId: string },
): () => void {
  const doc = options.document;
  const region = doc.createElement('div');
  region.className = 'sk-visually-hidden';
  region.setAttribute('aria-live', 'assertive');
  region.setAttribute('aria-atomic', 'true');
  region.id = 'sk-route-announcer';
  doc.body.append(region);
  const off = router.on('rendered', ({ location, previous }) => {
    if (location.pathname === previous.pathname) return;
    region.textContent = doc.title;
    if (location.hash) return; // the hash target takes the reader's attention
    const main = doc.getElementById(options.mainId);
    main?.focus({ preventScroll: true });
  });
  return () => {
    off();
    region.remove();
  };
}
