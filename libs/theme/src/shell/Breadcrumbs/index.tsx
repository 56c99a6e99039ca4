import type { Crumb } from '@sitekit/content-model';
import { SmartLink } from '../SmartLink/index.js';

/** The trail from the docs home through the page's categories to the page. */
export function Breadcrumbs({
  crumbs,
  current,
  homeHref,
}: {
  /** The categories above the page, outermost first; a category without `href` is plain text. */
  crumbs: Crumb[];
  /** The page's own label, the last crumb (not a link). */
  current: string;
  /** Where the leading "Docs" link goes (the docs version's root). */
  homeHref: string;
}) {
  return (
    <nav className="sk-breadcrumbs" aria-label="Breadcrumbs">
      <ol>
        <li>
          <SmartLink href={homeHref} aria-label="Docs home">
            Docs
          </SmartLink>
        </li>
        {crumbs.map((c, i) => (
          <li key={i}>
            {c.href ? <SmartLink href={c.href}>{c.label}</SmartLink> : <span>{c.label}</span>}
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
