import { useEffect, useState } from 'react';

/**
 * Becomes true (and stays true) once the browser is idle after `when` turned true, or after
 * `timeout` ms at the latest: decorations load after the page's own work, not during it.
 */
export function useIdleAfter(when: boolean, timeout = 1500): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!when || idle) return;
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(() => setIdle(true), { timeout });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(() => setIdle(true), Math.min(timeout, 200));
    return () => clearTimeout(id);
  }, [when, idle, timeout]);
  return idle;
}
