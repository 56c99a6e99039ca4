import type { ReactNode } from 'react';
import { useSiteConfig } from '../../logic/site-data.js';
import { SmartLink } from '../SmartLink/index.js';

/** Link columns, the logo (white in dark mode) and the copyright line with the current year; `children` go below, inside the footer landmark. */
export function Footer({
  children,
}: {
  /** Extra content below the copyright line, inside the footer landmark (a newsletter form, badges). */
  children?: ReactNode;
}) {
  const { footer } = useSiteConfig();
  const year = new Date().getFullYear();
  return (
    <footer className="sk-footer">
      <div className="sk-footer__inner">
        <div className="sk-footer__brand">
          {footer.logo && (
            <>
              <img
                className={
                  footer.logo.srcDark ? 'sk-footer__logo sk-light-only' : 'sk-footer__logo'
                }
                src={footer.logo.src}
                alt={footer.logo.alt}
                width="140"
                height="40"
              />
              {footer.logo.srcDark && (
                <img
                  className="sk-footer__logo sk-dark-only"
                  src={footer.logo.srcDark}
                  alt={footer.logo.alt}
                  width="140"
                  height="40"
                />
              )}
            </>
          )}
          <p className="sk-footer__copyright">{footer.copyright.replace('{year}', String(year))}</p>
        </div>
        {footer.columns.map((column) => (
          <div key={column.title} className="sk-footer__column">
            <h2 className="sk-footer__title">{column.title}</h2>
            <ul>
              {column.items.map((item) => (
                <li key={item.label}>
                  <SmartLink href={item.to ?? item.href ?? '#'} externalIcon>
                    {item.label}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      {children}
    </footer>
  );
}
