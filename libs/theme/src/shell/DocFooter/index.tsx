import type { PageLink } from '@sitekit/content-model';
import { useDateFormat } from '../../logic/use-date-format.js';
import { Pagination } from '../Pagination/index.js';

const lastUpdatedFormat: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };

/** What a docs page shows under its article (the `DocFooter` slot's props). */
export interface DocFooterProps {
  /** Where to edit the page's source, if the site configures edit links. */
  editUrl?: string | undefined;
  /** ISO date of the page's last change, if known. */
  lastUpdated?: string | undefined;
  /** Who made the last change (frontmatter `last_update.author`). */
  lastUpdatedBy?: string | undefined;
  /** The page before this one in its sidebar. */
  previous?: PageLink | undefined;
  /** The page after this one in its sidebar. */
  next?: PageLink | undefined;
}

/** Under a docs article: the edit link and last update, then previous/next. */
export function DocFooter({
  editUrl,
  lastUpdated,
  lastUpdatedBy,
  previous,
  next,
}: Readonly<DocFooterProps>) {
  const dateFormat = useDateFormat(lastUpdatedFormat);
  return (
    <>
      {(editUrl || lastUpdated || lastUpdatedBy) && (
        <footer className="sk-doc__meta">
          {editUrl && (
            <a href={editUrl} target="_blank" rel="noopener noreferrer">
              Edit this page
            </a>
          )}
          {(lastUpdated || lastUpdatedBy) && (
            <span>
              Last updated
              {lastUpdated && (
                <>
                  {' on '}
                  <time dateTime={lastUpdated}>{dateFormat.format(new Date(lastUpdated))}</time>
                </>
              )}
              {lastUpdatedBy && (
                <>
                  {' by '}
                  <span className="sk-doc__author">{lastUpdatedBy}</span>
                </>
              )}
            </span>
          )}
        </footer>
      )}
      <Pagination previous={previous} next={next} />
    </>
  );
}
