import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';

// Before paint in the browser, so a region that scrolls is focusable in the same commit that
// shows it (hydration included); nothing to measure on the server.
const useBeforePaint = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** Whether the element's content is wider than its box (so it scrolls sideways), kept current on resize. */
export function useHorizontalOverflow(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useBeforePaint(() => {
    const element = ref.current;
    if (!element) return;
    // As a browser decides whether the box scrolls: any overflow, however small.
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}
