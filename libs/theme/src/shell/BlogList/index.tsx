import type { PostListPageData } from '@sitekit/content-model';
import type { RouteModule } from '../../route-module.js';
import { useMdxComponents } from '../../logic/mdx-components.js';
import { PostHeader } from '../BlogPost/PostHeader.js';
import { BlogSidebar } from '../BlogSidebar/index.js';
import { Pagination } from '../Pagination/index.js';
import { SmartLink } from '../SmartLink/index.js';
import { Slot } from '../../slots.js';

/** A page of a collection's posts, each cut at its truncate marker. */
export function BlogList({ module, data }: { module: RouteModule; data: PostListPageData }) {
  const mdxComponents = useMdxComponents();
  const previews = module.previews ?? [];
  return (
    <div className="sk-blog">
      <div className="sk-blog__sidebar">
        <BlogSidebar collection={data.collection} />
      </div>
      <div className="sk-blog__main" tabIndex={-1} data-sk-skip-target="">
        <h1 className="sk-visually-hidden">{module.route.head.title}</h1>
        {data.posts.map((post, i) => {
          const Preview = previews[i];
          return (
            <article key={post.path} className="sk-blog-list__item">
              <PostHeader post={post} linkTitle level={2} />
              <div className="sk-markdown">
                {Preview && <Slot name="MdxComponents" Body={Preview} components={mdxComponents} />}
              </div>
              {post.truncated && (
                <SmartLink
                  className="sk-read-more"
                  href={post.path}
                  aria-label={`Read more about ${post.title}`}
                >
                  Read more
                </SmartLink>
              )}
            </article>
          );
        })}
        <Pagination
          label="Blog list page navigation"
          previous={data.newerPage ? { label: 'Newer entries', href: data.newerPage } : undefined}
          next={data.olderPage ? { label: 'Older entries', href: data.olderPage } : undefined}
          previousTitle=""
          nextTitle=""
        />
        <p>
          <SmartLink href={`${data.collection.path}/archive`}>Archive</SmartLink>
        </p>
      </div>
    </div>
  );
}
