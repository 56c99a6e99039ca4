import type { PageLink } from '@sitekit/content-model';
import { SmartLink } from '../SmartLink/index.js';

/** Previous/next links at the end of a page. */
export function Pagination({
  previous,
  next,
  label = 'Docs pages',
  previousTitle = 'Previous',
  nextTitle = 'Next',
}: {
  /** The page before this one (its label and URL); without it only "Next" shows. */
  previous?: PageLink | undefined;
  /** The page after this one; without it only "Previous" shows. */
  next?: PageLink | undefined;
  /** Accessible name of the navigation landmark. @default 'Docs pages' */
  label?: string;
  /** Small text above the previous page's label. @default 'Previous' */
  previousTitle?: string;
  /** Small text above the next page's label. @default 'Next' */
  nextTitle?: string;
}) {
  if (!previous && !next) return null;
  return (
    <nav className="sk-pagination" aria-label={label}>
      {previous ? (
        <SmartLink className="sk-pagination__link sk-pagination__link--prev" href={previous.href}>
          <span className="sk-pagination__sub">{previousTitle}</span>
          <span className="sk-pagination__label">{previous.label}</span>
        </SmartLink>
      ) : (
        <span />
      )}
      {next && (
        <SmartLink className="sk-pagination__link sk-pagination__link--next" href={next.href}>
          <span className="sk-pagination__sub">{nextTitle}</span>
          <span className="sk-pagination__label">{next.label}</span>
        </SmartLink>
      )}
    </nav>
  );
}
