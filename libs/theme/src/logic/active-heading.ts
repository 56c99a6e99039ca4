import { useEffect, useState } from 'react';
import type { TocItem } from '@sitekit/content-model';

/** Scroll-spy: the id of the last heading that has scrolled past the top band of the viewport. */
export function useActiveHeading(items: TocItem[], offsetPx = 96): string | undefined {
  const [active, setActive] = useState<string>();
  useEffect(() => {
    if (!items.length) return;
    const update = () => {
      let current: string | undefined;
      for (const item of items) {
        const el = document.getElementById(item.id);
        if (el && el.getBoundingClientRect().top <= offsetPx) current = item.id;
      }
      setActive(current ?? items[0]?.id);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [items, offsetPx]);
  return active;
}
