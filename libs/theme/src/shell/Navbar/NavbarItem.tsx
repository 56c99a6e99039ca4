import type { NavbarItem as Item } from '@sitekit/content-model';
import { SmartLink } from '../SmartLink/index.js';
import { useSiteData } from '../../logic/site-data.js';
import { useCurrentRoute } from '../../logic/current-route.js';
import { Dropdown } from './Dropdown.js';
import { NavIcon } from './NavIcon.js';

/** One navbar item by type. Search, colour mode and the like are rendered by the navbar itself. */
export function NavbarItem({ item }: { item: Item }) {
  const { sidebarLinks } = useSiteData();
  const route = useCurrentRoute().route;
  switch (item.type) {
    case 'link': {
      const href = item.to ?? item.href ?? '#';
      const active =
        item.to !== undefined && (route.path === item.to || route.path.startsWith(item.to + '/'));
      return (
        <SmartLink
          className={['sk-navbar__link', item.icon ? 'sk-navbar__icon-link' : '', item.className]
            .filter(Boolean)
            .join(' ')}
          href={href}
          aria-label={item.ariaLabel}
          aria-current={active ? 'page' : undefined}
        >
          {item.icon ? <NavIcon name={item.icon} /> : item.label}
        </SmartLink>
      );
    }
    case 'docSidebar': {
      const href = sidebarLinks[item.sidebarId] ?? '#';
      const active = route.data.kind === 'doc' && route.data.sidebarName === item.sidebarId;
      return (
        <SmartLink
          className="sk-navbar__link"
          href={href}
          aria-current={active ? 'page' : undefined}
        >
          {item.label}
        </SmartLink>
      );
    }
    case 'dropdown':
      return <Dropdown label={item.label} items={item.items} />;
    case 'html':
      return <span className={item.className} dangerouslySetInnerHTML={{ __html: item.value }} />;
    default:
      return null;
  }
}
