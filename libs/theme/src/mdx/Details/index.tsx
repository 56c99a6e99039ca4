import type { ComponentProps, ReactNode } from 'react';

/**
 * A collapsible section (`<details>` with its `<summary>`), styled like an admonition. As in
 * Docusaurus, the summary may come as a prop (`<Details summary="More">`) or as a first
 * `<summary>` child (a `<details>` written in MDX).
 */
export function Details({
  summary,
  children,
  className,
  ...props
}: Omit<ComponentProps<'details'>, 'summary'> & { summary?: ReactNode }) {
  return (
    <details className={className ? `sk-details ${className}` : 'sk-details'} {...props}>
      {summary !== undefined && <summary>{summary}</summary>}
      {children}
    </details>
  );
}
