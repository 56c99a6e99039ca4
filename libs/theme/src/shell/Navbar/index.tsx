import type { NavbarItem as Item } from '@sitekit/content-model';
import { useSiteConfig } from '../../logic/site-data.js';
import { useMobileSidebar } from '../../logic/mobile-sidebar.js';
import { useHideableNavbar } from '../../logic/hideable-navbar.js';
import { Slot } from '../../slots.js';
import { NavbarItem } from './NavbarItem.js';

/** Items the navbar adds when the configuration does not place them: search, then the colour toggle. */
function implicitItems(items: Item[], switchEnabled: boolean): Item[] {
  const extra: Item[] = [];
  if (!items.some((i) => i.type === 'search')) extra.push({ type: 'search', position: 'right' });
  if (switchEnabled && !items.some((i) => i.type === 'colorMode'))
    extra.push({ type: 'colorMode', position: 'right' });
  return extra;
}

/**
 * The top bar: hamburger (small screens), logo, left items, right items. With
 * `navbar.hideOnScroll` it slides away while the reader scrolls down (see hideable-navbar.ts).
 */
export function Navbar() {
  const { navbar, colorMode } = useSiteConfig();
  const { open, toggle } = useMobileSidebar();
  const { ref, visibility } = useHideableNavbar(navbar.hideOnScroll);
  const all = [...navbar.items, ...implicitItems(navbar.items, !colorMode.disableSwitch)];
  const left = all.filter((i) => i.position === 'left');
  const right = all.filter((i) => i.position === 'right');
  return (
    <header
      ref={ref}
      className={navbar.hideOnScroll ? 'sk-navbar sk-navbar--hideable' : 'sk-navbar'}
      data-hidden={visibility === 'hidden' || undefined}
    >
      <nav className="sk-navbar__inner" aria-label="Main">
        <button
          type="button"
          className="sk-navbar__toggle"
          aria-label="Toggle navigation bar"
          aria-expanded={open}
          onClick={toggle}
        >
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              d="M4 7h16M4 12h16M4 17h16"
            />
          </svg>
        </button>
        <Slot name="NavbarBrand" placement="navbar" />
        <div className="sk-navbar__items sk-navbar__items--left">
          {left.map((item, i) => (
            <NavbarItem key={i} item={item} />
          ))}
        </div>
        <div className="sk-navbar__items sk-navbar__items--right">
          {right.map((item, i) => (
            <div key={i} className={`sk-navbar__item sk-navbar__item--${item.type}`}>
              <NavbarItem item={item} />
            </div>
          ))}
        </div>
      </nav>
    </header>
  );
}
