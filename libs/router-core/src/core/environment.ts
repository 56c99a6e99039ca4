import { safeDecode } from './path.js';
/** Everything the router touches outside itself, injected so tests and the prerenderer pass fakes. */
export interface RouterEnvironment {
  /** Logs a warning (navigation fallbacks). */
  warn(message: string, error?: unknown): void;
  /** Full page load of `href` (the fallback when a route fails to load). */
  fullReload(href: string): void;
  /** Current scroll offset of the page. */
  getScroll(): { x: number; y: number };
  scrollTo(x: number, y: number): void;
  /** Scrolls the element the hash names into view; false when there is none. */
  scrollToHash(hash: string, smooth: boolean): boolean;
  prefersReducedMotion(): boolean;
}

/** An environment that does nothing, for the prerenderer and unit tests. */
export const inertEnvironment: RouterEnvironment = {
  warn: () => {},
  fullReload: () => {},
  getScroll: () => ({ x: 0, y: 0 }),
  scrollTo: () => {},
  scrollToHash: () => false,
  prefersReducedMotion: () => false,
};

/** The browser environment. */
export function browserEnvironment(win: Window): RouterEnvironment {
  return {
    warn: (message, error) => console.warn(message, error),
    fullReload: (href) => win.location.assign(href),
    getScroll: () => ({ x: win.scrollX, y: win.scrollY }),
    scrollTo: (x, y) => win.scrollTo(x, y),
    scrollToHash(hash, smooth) {
      const id = safeDecode(hash.replace(/^#/, ''));
      if (!id) return false;
      const el = win.document.getElementById(id);
      if (!el) return false;
      el.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto' });
      return true;
    },
    prefersReducedMotion: () => win.matchMedia('(prefers-reduced-motion: reduce)').matches,
  };
}
