import { useEffect, useRef, useState, type RefObject } from 'react';
import { safeDecode, type RouterLocation } from '@sitekit/router-core';
import { useRouterState } from '@sitekit/router-core/react';
import type { RouteModule } from '../route-module.js';

/** Whether the navbar is on screen. */
export type NavbarVisibility = 'shown' | 'hidden';

/** One scroll event as the rule sees it (all in CSS pixels). */
export interface ScrollStep {
  previousY: number;
  y: number;
  navbarHeight: number;
  viewportHeight: number;
  documentHeight: number;
}

/**
 * The navbar's visibility after a scroll: shown near the top, hidden while scrolling down,
 * shown again on scrolling up — except for the bounce past the page's end, which is not a
 * reader scrolling up.
 */
export function visibilityAfterScroll(
  current: NavbarVisibility,
  step: ScrollStep,
): NavbarVisibility {
  if (step.y < step.navbarHeight) return 'shown';
  if (step.y > step.previousY) return 'hidden';
  if (step.y < step.previousY && step.y + step.viewportHeight < step.documentHeight) return 'shown';
  return current;
}

/**
 * `navbar.hideOnScroll`: tracks the window's scroll and the router's location. A navigation
 * to an anchor hides the navbar (it would cover the heading) and ignores the scroll it causes.
 * Server render and first paint are always 'shown'. Attach `ref` to the navbar.
 */
export function useHideableNavbar(enabled: boolean): {
  ref: RefObject<HTMLElement | null>;
  visibility: NavbarVisibility;
} {
  const ref = useRef<HTMLElement>(null);
  const [visibility, setVisibility] = useState<NavbarVisibility>('shown');
  const skipNextScroll = useRef(false);
  const location = useRouterState<RouteModule, RouterLocation>((s) => s.location);
  const previousLocation = useRef(location);

  useEffect(() => {
    if (!enabled) return;
    let previousY = window.scrollY;
    const onScroll = () => {
      const navbarHeight = ref.current?.offsetHeight ?? 0;
      const step: ScrollStep = {
        previousY,
        y: window.scrollY,
        navbarHeight,
        viewportHeight: window.innerHeight,
        documentHeight: document.documentElement.scrollHeight - navbarHeight,
      };
      previousY = step.y;
      if (skipNextScroll.current) skipNextScroll.current = false;
      else setVisibility((current) => visibilityAfterScroll(current, step));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled]);

  useEffect(() => {
    if (!enabled || previousLocation.current === location) return;
    previousLocation.current = location;
    const anchor = location.hash
      ? document.getElementById(safeDecode(location.hash.slice(1)))
      : null;
    skipNextScroll.current = anchor !== null;
    setVisibility(anchor ? 'hidden' : 'shown');
  }, [enabled, location]);

  return { ref, visibility: enabled ? visibility : 'shown' };
}
