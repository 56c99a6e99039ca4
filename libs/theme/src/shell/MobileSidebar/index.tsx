import { useEffect, useRef } from 'react';
import { useSiteConfig } from '../../logic/site-data.js';
import { useCurrentRoute } from '../../logic/current-route.js';
import { useMobileSidebar } from '../../logic/mobile-sidebar.js';
import { Slot } from '../../slots.js';
import { ColorModeToggle } from '../ColorModeToggle/index.js';
import { NavbarItem } from '../Navbar/NavbarItem.js';

/** The small-screen drawer: the navbar items (primary menu) or the page's docs sidebar (secondary menu). */
export function MobileSidebar() {
  const { open, menu, close, showMenu } = useMobileSidebar();
  const { navbar, colorMode } = useSiteConfig();
  const { route } = useCurrentRoute();
  const ref = useRef<HTMLDivElement>(null);
  const docSidebar =
    route.data.kind === 'doc' && route.data.sidebar && route.data.sidebarName ? route.data : null;
  const showSecondary = menu === 'secondary' && docSidebar !== null;

  useEffect(() => {
    if (!open) return;
    ref.current?.querySelector<HTMLElement>('button, a')?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, close]);

  if (!open) return null;
  const items = navbar.items.filter(
    (i) => i.type === 'link' || i.type === 'dropdown' || i.type === 'docSidebar',
  );
  return (
    <>
      <div className="sk-mobile-sidebar__backdrop" onClick={close} aria-hidden="true" />
      <div
        ref={ref}
        className="sk-mobile-sidebar"
        role="dialog"
        aria-modal="true"
        aria-label="Navigation menu"
      >
        <div className="sk-mobile-sidebar__header">
          <Slot name="NavbarBrand" placement="drawer" />
          {!colorMode.disableSwitch && <ColorModeToggle />}
          <button
            type="button"
            className="sk-mobile-sidebar__close"
            onClick={close}
            aria-label="Close navigation bar"
          >
            ×
          </button>
        </div>
        {showSecondary ? (
          <div className="sk-mobile-sidebar__menu">
            <button
              type="button"
              className="sk-mobile-sidebar__back"
              onClick={() => showMenu('primary')}
            >
              ← Back to main menu
            </button>
            <Slot
              name="DocSidebar"
              sidebarName={docSidebar.sidebarName!}
              items={docSidebar.sidebar!}
              activeHref={route.path}
              placement="drawer"
            />
          </div>
        ) : (
          <nav
            className="sk-mobile-sidebar__menu sk-mobile-sidebar__primary"
            aria-label="Main menu"
          >
            {items.map((item, i) => (
              <NavbarItem key={i} item={item} mobile />
            ))}
            {docSidebar && (
              <button
                type="button"
                className="sk-mobile-sidebar__back"
                onClick={() => showMenu('secondary')}
              >
                Docs sidebar →
              </button>
            )}
          </nav>
        )}
      </div>
    </>
  );
}
