import type { ArchivePageData } from '@sitekit/content-model';
import { useDateFormat } from '../../logic/use-date-format.js';
import { SmartLink } from '../SmartLink/index.js';

const dayFormat: Intl.DateTimeFormatOptions = { month: 'long', day: 'numeric' };

/** Every post of a collection, grouped by year. */
export function BlogArchive({
  title,
  data,
}: {
  /** The page's heading. */
  title: string;
  /** Every post of the collection, grouped by year, newest first. */
  data: ArchivePageData;
}) {
  const dateFormat = useDateFormat(dayFormat);
  return (
    <div className="sk-container sk-archive">
      <h1>{title}</h1>
      {data.years.map((group) => (
        <section key={group.year} aria-labelledby={`year-${group.year}`}>
          <h2 id={`year-${group.year}`}>{group.year}</h2>
          <ul>
            {group.posts.map((p) => (
              <li key={p.path}>
                <SmartLink href={p.path}>
                  <time dateTime={p.date}>{dateFormat.format(new Date(p.date))}</time> – {p.title}
                </SmartLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
