import type { Router } from '../core/router.js';

/** One page view: the path and title after a route change. */
export interface PageView {
  path: string;
  title: string;
}

const pathOf = (location: { pathname: string; search: string; hash: string }) =>
  location.pathname + location.search + location.hash;

/**
 * Sends one `page_view` for the page the reader landed on, at once, and then one per route
 * change (not for hash-only or query-only changes of the same page).
 */
export function installPageViews(
  router: Router<unknown>,
  send: (view: PageView) => void,
  getTitle: () => string,
): () => void {
  send({ path: pathOf(router.getState().location), title: getTitle() });
  return router.on('rendered', ({ location, previous }) => {
    if (location.pathname === previous.pathname) return;
    send({ path: pathOf(location), title: getTitle() });
  });
}

type DataLayerWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

/**
 * gtag adapter. Events always go to `window.dataLayer`; the gtag script is
 * loaded only when a tracking id is configured, so without one no request leaves the page.
 */
export function createGtag(win: Window, config: { trackingId?: string; anonymizeIp?: boolean }) {
  const w = win as DataLayerWindow;
  w.dataLayer ??= [];
  w.gtag ??= function gtag() {
    // gtag.js reads the `arguments` object, not an array.
    // eslint-disable-next-line prefer-rest-params
    w.dataLayer!.push(arguments);
  };
  if (config.trackingId) {
    const script = win.document.createElement('script');
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(config.trackingId)}`;
    win.document.head.append(script);
    w.gtag('js', new Date());
    w.gtag('config', config.trackingId, {
      anonymize_ip: config.anonymizeIp ?? false,
      send_page_view: false,
    });
  }
  return (view: PageView) =>
    w.gtag!('event', 'page_view', {
      page_title: view.title,
      page_location: win.location.origin + view.path,
      page_path: view.path,
    });
}
