import type { ReactNode } from 'react';

/** A link that leaves the site: opens in a new tab, says so to screen readers. */
export function ExternalLink({
  href,
  children,
  className,
}: {
  href: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sk-visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
