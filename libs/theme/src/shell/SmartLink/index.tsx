import type { AnchorHTMLAttributes } from 'react';
import { Link, isInternalHref } from '@sitekit/router-core/react';

/** The arrow-out-of-a-box mark after a link that leaves the site (decorative). */
export function ExternalLinkIcon() {
  return (
    <svg
      className="sk-external-icon"
      width="13"
      height="13"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <g fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round">
        <path d="M19 14v6a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1h6" />
        <path d="M14 3h7v7M21 3 11 13" />
      </g>
    </svg>
  );
}

/**
 * Internal paths go through the router; external URLs open in a new tab with a safe rel.
 * With `externalIcon`, an external link also shows the external-link mark and tells screen
 * readers it opens a new tab (as navbar dropdowns and the footer do).
 */
export function SmartLink({
  href = '#',
  children,
  externalIcon = false,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href?: string; externalIcon?: boolean }) {
  if (isInternalHref(href))
    return (
      <Link href={href} {...rest}>
        {children}
      </Link>
    );
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      {externalIcon && (
        <>
          <ExternalLinkIcon />
          <span className="sk-visually-hidden"> (opens in a new tab)</span>
        </>
      )}
    </a>
  );
}
