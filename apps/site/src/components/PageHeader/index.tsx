import type { ReactNode } from 'react';

/** The heading block of a product page: eyebrow, the page's single h1, a lead paragraph, actions. */
export function PageHeader({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="page-header">
      {eyebrow && <p className="page-header__eyebrow">{eyebrow}</p>}
      <h1 className="page-header__title">{title}</h1>
      {lead && <p className="page-header__lead">{lead}</p>}
      {children && <div className="page-header__actions">{children}</div>}
    </header>
  );
}
