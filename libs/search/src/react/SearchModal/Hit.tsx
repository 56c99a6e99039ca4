import type { MouseEvent, ReactNode } from 'react';
import { followUrl, isModifiedClick, type SearchNavigation } from '../navigation.js';

/**
 * DocSearch's `hitComponent`. DocSearch makes each hit an `option` of its listbox, and an
 * option must not contain a link or any other focusable control (WCAG 4.1.2, axe
 * nested-interactive), so the hit is plain content: a click routes client-side (or loads an
 * external URL fully), a modified or middle click opens it in a new tab, and Enter on the
 * selected option goes through DocSearch's navigator, as before. `data-href` names the target.
 */
export function createHitComponent(nav: SearchNavigation) {
  return function SearchHitLink({ hit, children }: { hit: { url: string }; children: ReactNode }) {
    const onClick = (event: MouseEvent<HTMLDivElement>) => {
      event.preventDefault();
      if (isModifiedClick(event)) window.open(hit.url, '_blank', 'noopener');
      else followUrl(hit.url, nav);
    };
    return (
      // The keyboard path is the listbox's: the input owns focus and Enter chooses the
      // selected option (aria-activedescendant), so this content takes pointer input only.
      // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
      <div
        className="sk-search-hit"
        data-href={hit.url}
        onClick={onClick}
        onAuxClick={(event) => {
          if (event.button === 1) onClick(event);
        }}
      >
        {children}
      </div>
    );
  };
}
