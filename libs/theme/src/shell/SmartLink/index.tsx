import type { AnchorHTMLAttributes } from 'react';
import { Link, isInternalHref } from '@sitekit/router-core/react';

/** Internal paths go through the router; external URLs open in a new tab with a safe rel. */
export function SmartLink({
  href = '#',
  children,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href?: string }) {
  if (isInternalHref(href))
    return (
      <Link href={href} {...rest}>
        {children}
      </Link>
    );
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
    </a>
  );
}
