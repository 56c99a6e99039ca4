import { useId, type ReactNode } from 'react';

/** A titled page section: an h2 that labels the region, an optional intro, then the content. */
export function Section({
  title,
  intro,
  children,
  className,
  id,
}: {
  title: ReactNode;
  intro?: ReactNode;
  children?: ReactNode;
  className?: string;
  /** Anchor id of the section. */
  id?: string;
}) {
  const headingId = useId();
  return (
    <section
      id={id}
      className={['product-section', className].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="product-section__title">
        {title}
      </h2>
      {intro && <p className="product-section__intro">{intro}</p>}
      {children}
    </section>
  );
}
