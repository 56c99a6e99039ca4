import type { PostSummary } from '@sitekit/content-model';
import { useDateFormat } from '../../logic/use-date-format.js';
import { SmartLink } from '../SmartLink/index.js';

const postDateFormat: Intl.DateTimeFormatOptions = { dateStyle: 'long' };

/** Title, date, reading time and authors of a post. */
export function PostHeader({
  post,
  linkTitle,
  level = 1,
}: {
  /** The post: title, date, reading time, authors. */
  post: PostSummary;
  /** Makes the title a link to the post (in lists of posts). @default false */
  linkTitle?: boolean;
  /** The title's heading level: 1 on the post's page, 2 in a list. @default 1 */
  level?: 1 | 2;
}) {
  const Heading = level === 1 ? 'h1' : 'h2';
  const dateFormat = useDateFormat(postDateFormat);
  return (
    <header className="sk-post-header">
      <Heading className="sk-post-header__title">
        {linkTitle ? <SmartLink href={post.path}>{post.title}</SmartLink> : post.title}
      </Heading>
      <p className="sk-post-header__meta">
        <time dateTime={post.date}>{dateFormat.format(new Date(post.date))}</time> ·{' '}
        {post.readingTime} min read
      </p>
      {post.authors.length > 0 && (
        <ul className="sk-post-header__authors">
          {post.authors.map((a) => (
            <li key={a.name}>
              {a.url ? (
                <a href={a.url} target="_blank" rel="noopener noreferrer">
                  {a.name}
                </a>
              ) : (
                a.name
              )}
              {a.title && <span className="sk-post-header__role">{a.title}</span>}
            </li>
          ))}
        </ul>
      )}
    </header>
  );
}
