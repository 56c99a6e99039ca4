import type { TocItem } from '@sitekit/content-model';
import { useActiveHeading } from '../../logic/active-heading.js';

/** "On this page": the page's headings, the one being read highlighted. */
export function TableOfContents({ items }: { items: TocItem[] }) {
  const active = useActiveHeading(items);
  if (!items.length) return null;
  const min = Math.min(...items.map((i) => i.level));
  return (
    <nav className="sk-toc" aria-label="On this page">
      <p className="sk-toc__title">On this page</p>
      <ul>
        {items.map((item) => (
          <li key={item.id} style={{ paddingInlineStart: `${(item.level - min) * 0.9}rem` }}>
            <a href={`#${item.id}`} aria-current={active === item.id ? 'location' : undefined}>
              {item.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
