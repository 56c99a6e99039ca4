import type { MouseEvent } from 'react';
import type { SearchHit } from '../../core/types.js';
import { followUrl, isModifiedClick, type SearchNavigation } from '../navigation.js';
import { groupByPage } from './group.js';

/** Results grouped by page, each with its matching sections and highlighted excerpts. */
export function Results({
  hits,
  nav,
}: {
  hits: readonly SearchHit[];
  nav: SearchNavigation | undefined;
}) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!nav || isModifiedClick(event)) return;
    event.preventDefault();
    followUrl(event.currentTarget.getAttribute('href')!, nav);
  };
  return (
    <ol className="sk-search-page__groups">
      {groupByPage(hits).map((group) => (
        <li key={group.url} className="sk-search-page__group">
          <p className="sk-search-page__crumb">{group.lvl0}</p>
          <h2 className="sk-search-page__page">
            <a
              href={group.url}
              onClick={onClick}
              dangerouslySetInnerHTML={{ __html: group.titleHtml }}
            />
          </h2>
          {group.sections.length > 0 && (
            <ul className="sk-search-page__sections">
              {group.sections.map((section) => (
                <li key={section.id} className="sk-search-page__section">
                  {section.headingHtml && (
                    <a
                      href={section.url}
                      onClick={onClick}
                      className="sk-search-page__heading"
                      dangerouslySetInnerHTML={{ __html: section.headingHtml }}
                    />
                  )}
                  {section.excerptHtml && (
                    <p
                      className="sk-search-page__excerpt"
                      dangerouslySetInnerHTML={{ __html: section.excerptHtml }}
                    />
                  )}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
