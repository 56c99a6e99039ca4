import { useEffect, useRef, useState } from 'react';
import type { PrunedSidebarItem, SidebarItem } from '@sitekit/content-model';
import { SmartLink } from '../SmartLink/index.js';
import { useFullSidebar } from '../../logic/full-sidebar.js';

type Item = PrunedSidebarItem | SidebarItem;

function Category({
  item,
  activeHref,
  path,
  sidebar,
}: {
  item: Extract<Item, { type: 'category' }>;
  activeHref: string;
  path: string;
  sidebar: string;
}) {
  const [expanded, setOpen] = useState(!item.collapsed);
  // `collapsible: false`: always open, with no toggle.
  const fixed = item.collapsible === false;
  const open = fixed || expanded;
  const needsFull = 'pruned' in item && item.pruned === true;
  const full = useFullSidebar(sidebar, open && needsFull);
  const failed = needsFull && full === 'failed';
  const children = needsFull
    ? full && full !== 'failed'
      ? findCategory(full, path)?.items
      : undefined
    : item.items;
  const id = `sk-cat-${path.replace(/[^a-z0-9]+/gi, '-')}`;
  return (
    <li className={['sk-sidebar__category', item.className].filter(Boolean).join(' ')}>
      <div className="sk-sidebar__row">
        {item.href ? (
          <SmartLink
            className="sk-sidebar__link"
            href={item.href}
            aria-current={item.href === activeHref ? 'page' : undefined}
          >
            {item.label}
          </SmartLink>
        ) : fixed ? (
          <span className="sk-sidebar__link sk-sidebar__label">{item.label}</span>
        ) : (
          <button
            type="button"
            className="sk-sidebar__link sk-sidebar__label"
            onClick={() => setOpen(!open)}
            aria-expanded={open}
            aria-controls={id}
          >
            {item.label}
          </button>
        )}
        {!fixed && (
          <button
            type="button"
            className="sk-sidebar__toggle"
            aria-expanded={open}
            aria-controls={id}
            aria-label={`${open ? 'Collapse' : 'Expand'} sidebar category '${item.label}'`}
            onClick={() => setOpen(!open)}
          />
        )}
      </div>
      {open && (
        <ul id={id} className="sk-sidebar__items">
          {children ? (
            <Items items={children} activeHref={activeHref} path={path} sidebar={sidebar} />
          ) : failed ? (
            <li className="sk-sidebar__loading" role="alert">
              Could not load this section.
            </li>
          ) : (
            <li className="sk-sidebar__loading">Loading…</li>
          )}
        </ul>
      )}
    </li>
  );
}

function findCategory(
  items: SidebarItem[],
  path: string,
): Extract<SidebarItem, { type: 'category' }> | undefined {
  const [head, ...rest] = path.split('/');
  const match = items.filter((i) => i.type === 'category')[Number(head)];
  if (!match || match.type !== 'category') return undefined;
  return rest.length ? findCategory(match.items, rest.join('/')) : match;
}

function Items({
  items,
  activeHref,
  path,
  sidebar,
}: {
  items: Item[];
  activeHref: string;
  path: string;
  sidebar: string;
}) {
  let categoryIndex = -1;
  return (
    <>
      {items.map((item, index) => {
        // The config's `key` names an item across rebuilds; else its place.
        const i = item.key ? `key:${item.key}` : index;
        if (item.type === 'category') {
          categoryIndex++;
          const childPath = path ? `${path}/${categoryIndex}` : String(categoryIndex);
          return (
            <Category
              key={i}
              item={item}
              activeHref={activeHref}
              path={childPath}
              sidebar={sidebar}
            />
          );
        }
        if (item.type === 'html') {
          return (
            <li
              key={i}
              className={['sk-sidebar__html', item.className].filter(Boolean).join(' ')}
              dangerouslySetInnerHTML={{ __html: item.value }}
            />
          );
        }
        return (
          <li key={i} className={item.className}>
            <SmartLink
              className="sk-sidebar__link"
              href={item.href}
              aria-current={item.href === activeHref ? 'page' : undefined}
            >
              {item.label}
            </SmartLink>
          </li>
        );
      })}
    </>
  );
}

/** Where the shell shows a docs sidebar: beside the article, or in the mobile drawer. */
export type SidebarPlacement = 'page' | 'drawer';

/**
 * The docs sidebar: categories expand and collapse (pruned ones load their children on
 * first opening); the current page is highlighted and kept in view.
 */
export function DocSidebar({
  sidebarName,
  items,
  activeHref,
}: Readonly<{
  /** The sidebar's id; its full tree loads from `sidebarsUrl` + `sidebarName` + `.json`. */
  sidebarName: string;
  items: Item[];
  /** The current page's path, highlighted with `aria-current`. */
  activeHref: string;
  /** Beside the article or in the drawer; the default looks the same in both. */
  placement?: SidebarPlacement;
}>) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const active = ref.current?.querySelector<HTMLElement>('[aria-current="page"]');
    const box = ref.current;
    if (!active || !box) return;
    const a = active.getBoundingClientRect();
    const b = box.getBoundingClientRect();
    if (a.top < b.top || a.bottom > b.bottom) active.scrollIntoView({ block: 'center' });
  }, [activeHref]);
  return (
    <nav ref={ref} className="sk-sidebar" aria-label="Docs sidebar">
      <ul className="sk-sidebar__items">
        <Items items={items} activeHref={activeHref} path="" sidebar={sidebarName} />
      </ul>
    </nav>
  );
}
