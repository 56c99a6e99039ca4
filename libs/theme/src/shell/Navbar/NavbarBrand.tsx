import { useSiteConfig } from '../../logic/site-data.js';
import { SmartLink } from '../SmartLink/index.js';

/** Where the shell shows the brand: the navbar, or the mobile drawer's header. */
export type BrandPlacement = 'navbar' | 'drawer';

/**
 * The logo (light and dark variants) and the navbar title, linking home; a right-click
 * opens the brand page when one is configured. Used by the navbar and the mobile drawer
 * (`placement`, which the default ignores: it looks the same in both).
 */
export function NavbarBrand(_props: Readonly<{ placement?: BrandPlacement }>) {
  const { navbar, title } = useSiteConfig();
  const { logo } = navbar;
  return (
    <SmartLink
      className="sk-navbar__brand"
      href={logo.href}
      onContextMenu={(e) => {
        if (!logo.brandUrl) return;
        e.preventDefault();
        window.open(logo.brandUrl, '_blank', 'noopener');
      }}
    >
      <img
        className={logo.srcDark ? 'sk-navbar__logo sk-light-only' : 'sk-navbar__logo'}
        src={logo.src}
        alt={logo.alt}
        width="32"
        height="32"
      />
      {logo.srcDark && (
        <img
          className="sk-navbar__logo sk-dark-only"
          src={logo.srcDark}
          alt={logo.alt}
          width="32"
          height="32"
        />
      )}
      {navbar.title ? (
        <b className="sk-navbar__title">{navbar.title}</b>
      ) : (
        <span className="sk-visually-hidden">{title}</span>
      )}
    </SmartLink>
  );
}
