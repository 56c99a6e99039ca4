import type { CollectionRef } from '@sitekit/content-model';
import { SmartLink } from '../SmartLink/index.js';

/** Recent posts of a collection, grouped by year. */
export function BlogSidebar({
  collection,
  activeHref,
}: {
  /** The collection: its sidebar title and recent posts, grouped by year. */
  collection: CollectionRef;
  /** URL of the post being read, marked `aria-current="page"`. */
  activeHref?: string;
}) {
  return (
    <nav className="sk-blog-sidebar" aria-label={`${collection.sidebarTitle} navigation`}>
      <p className="sk-blog-sidebar__title">{collection.sidebarTitle}</p>
      {collection.recent.map((group) => (
        <div key={group.year}>
          <p className="sk-blog-sidebar__year">{group.year}</p>
          <ul>
            {group.posts.map((p) => (
              <li key={p.href}>
                <SmartLink href={p.href} aria-current={p.href === activeHref ? 'page' : undefined}>
                  {p.label}
                </SmartLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
