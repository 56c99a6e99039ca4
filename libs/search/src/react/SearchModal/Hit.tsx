import type { MouseEvent, ReactNode } from 'react';
import { followUrl, isModifiedClick, type SearchNavigation } from '../navigation.js';

/** DocSearch's `hitComponent`: an anchor that routes client-side (or loads external URLs fully). */
export function createHitComponent(nav: SearchNavigation) {
  return function SearchHitLink({ hit, children }: { hit: { url: string }; children: ReactNode }) {
    const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
      if (isModifiedClick(event)) return;
      event.preventDefault();
      followUrl(hit.url, nav);
    };
    return (
      <a href={hit.url} onClick={onClick}>
        {children}
      </a>
    );
  };
}
