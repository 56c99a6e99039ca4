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
  previous?: PageLink | undefined;
  next?: PageLink | undefined;
  label?: string;
  previousTitle?: string;
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
