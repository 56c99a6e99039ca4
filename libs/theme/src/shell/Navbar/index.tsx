import { useSiteConfig } from '../../logic/site-data.js';
import { SmartLink } from '../SmartLink/index.js';
import { NavbarItem } from './NavbarItem.js';

/** The top bar: logo, left items, right items. */
export function Navbar() {
  const { navbar, title } = useSiteConfig();
  const left = navbar.items.filter((i) => i.position === 'left');
  const right = navbar.items.filter((i) => i.position === 'right');
  const { logo } = navbar;
  return (
    <header className="sk-navbar">
      <nav className="sk-navbar__inner" aria-label="Main">
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
            className="sk-navbar__logo sk-light-only"
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
          {navbar.title && <b className="sk-navbar__title">{navbar.title}</b>}
          {!navbar.title && <span className="sk-visually-hidden">{title}</span>}
        </SmartLink>
        <div className="sk-navbar__items">
          {left.map((item, i) => (
            <NavbarItem key={i} item={item} />
          ))}
        </div>
        <div className="sk-navbar__items sk-navbar__items--right">
          {right.map((item, i) => (
            <NavbarItem key={i} item={item} />
          ))}
        </div>
      </nav>
    </header>
  );
}
