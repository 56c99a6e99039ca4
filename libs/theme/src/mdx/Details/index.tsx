import type { ComponentProps } from 'react';

/** A collapsible section (`<details>` with its `<summary>`), styled like an admonition. */
export function Details(props: ComponentProps<'details'>) {
  return <details className="sk-details" {...props} />;
}
