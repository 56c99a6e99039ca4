import type { ArchivePageData } from '@sitekit/content-model';
import { SmartLink } from '../SmartLink/index.js';

const dateFormat = new Intl.DateTimeFormat('en', {
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** Every post of a collection, grouped by year. */
export function BlogArchive({ title, data }: { title: string; data: ArchivePageData }) {
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
