import { useEffect, useRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { canPrefetch, type ConnectionInfo } from '../core/prefetch-policy.js';
import { useRouter } from './context.js';
import { whenIdle } from './when-idle.js';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  /** Prefetch the target's code when the link scrolls into view (once the page is idle). @default true */
  prefetch?: boolean;
}

/** Whether an href is handled by the client router (same-origin path or hash). */
export function isInternalHref(href: string): boolean {
  return (href.startsWith('/') && !href.startsWith('//')) || href.startsWith('#');
}

const connection = (): ConnectionInfo | undefined =>
  (globalThis.navigator as (Navigator & { connection?: ConnectionInfo }) | undefined)?.connection;

let observer: IntersectionObserver | undefined;
const onVisible = new WeakMap<Element, () => void>();
function observe(el: Element, callback: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {};
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      onVisible.get(entry.target)?.();
      observer?.unobserve(entry.target);
    }
  });
  onVisible.set(el, callback);
  observer.observe(el);
  return () => observer?.unobserve(el);
}

/**
 * An anchor that navigates through the router: the next page loads before it
 * replaces the current one. External links, modified clicks and `target`s are left to the browser.
 */
export function Link({
  href,
  prefetch = true,
  onClick,
  onMouseEnter,
  onFocus,
  onTouchStart,
  children,
  ...rest
}: LinkProps) {
  const router = useRouter();
  const ref = useRef<HTMLAnchorElement>(null);
  const internal = isInternalHref(href) && !rest.target && rest.download === undefined;

  useEffect(() => {
    if (!internal || !prefetch || !ref.current || href.startsWith('#')) return;
    // Once the page has loaded and the browser is idle: prefetching is for later clicks.
    return observe(ref.current, () =>
      whenIdle(() => {
        if (canPrefetch(connection())) router.prefetch(href);
      }),
    );
  }, [href, internal, prefetch, router]);

  const preload = () => {
    if (internal && !href.startsWith('#') && canPrefetch(connection()))
      void router.preload(href).catch(() => {});
  };

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!internal || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void router.navigate(href);
  };

  return (
    <a
      ref={ref}
      href={href}
      onClick={handleClick}
      onMouseEnter={(e) => (preload(), onMouseEnter?.(e))}
      onFocus={(e) => (preload(), onFocus?.(e))}
      onTouchStart={(e) => (preload(), onTouchStart?.(e))}
      {...rest}
    >
      {children}
    </a>
  );
}
