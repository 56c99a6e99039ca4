import type { NavbarItem as Item } from '@sitekit/content-model';
import { runtimeMessages as messages } from '@sitekit/content-model/messages';
import { SmartLink } from '../SmartLink/index.js';
import { useSiteConfig, useSiteData } from '../../logic/site-data.js';
import { useCurrentRoute } from '../../logic/current-route.js';
import { localizedPath, siteLocale } from '../../logic/locale.js';
import { ErrorBoundary } from '../ErrorBoundary/index.js';
import { ColorModeToggle } from '../ColorModeToggle/index.js';
import { Slot } from '../../slots.js';
import { Dropdown } from './Dropdown.js';
import { NavIcon } from './NavIcon.js';

function ItemContent({ item, mobile }: { item: Item; mobile: boolean }) {
  const { sidebarLinks } = useSiteData();
  const config = useSiteConfig();
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
      const href = sidebarLinks[item.sidebarId];
      if (!href) throw new Error(`No docs sidebar "${item.sidebarId}".`);
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
      return <Dropdown label={item.label} items={item.items} inline={mobile} />;
    case 'html':
      return <span className={item.className} dangerouslySetInnerHTML={{ __html: item.value }} />;
    case 'search':
      return <Slot name="SearchButton" />;
    case 'colorMode':
      return config.colorMode.disableSwitch ? null : <ColorModeToggle />;
    case 'locale': {
      const { i18n } = config;
      return (
        <Dropdown
          label={siteLocale(i18n).label}
          ariaLabel="Languages"
          items={Object.entries(i18n.locales).map(([key, locale]) => ({
            label: locale.label,
            to: localizedPath(i18n, key, route.path),
          }))}
          inline={mobile}
        />
      );
    }
    case 'docsVersion': {
      const docs = config.docs;
      if (!docs) throw new Error(messages.docsNotConfigured('The docs version dropdown'));
      return (
        <Dropdown
          label={docs.version.label}
          ariaLabel="Docs versions"
          items={[{ label: docs.version.label, to: docs.path }]}
          inline={mobile}
        />
      );
    }
    case 'assistant':
      return <Slot name="AssistantToggle" label={item.label} />;
  }
}

function RethrowWithContext({ error, item }: { error: unknown; item: Item }): never {
  throw new Error(messages.navbarItemFailed(JSON.stringify(item)), { cause: error });
}

/** One navbar item by type; a failing item names itself in the crash page's error chain. */
export function NavbarItem({ item, mobile = false }: { item: Item; mobile?: boolean }) {
  return (
    <ErrorBoundary fallback={({ error }) => <RethrowWithContext error={error} item={item} />}>
      <ItemContent item={item} mobile={mobile} />
    </ErrorBoundary>
  );
}
