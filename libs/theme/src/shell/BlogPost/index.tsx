import type { PostPageData } from '@sitekit/content-model';
import type { RouteModule } from '../../route-module.js';
import { useMdxComponents } from '../../logic/mdx-components.js';
import { usePageToc } from '../../logic/toc.js';
import { Slot } from '../../slots.js';
import { BlogSidebar } from '../BlogSidebar/index.js';
import { Pagination } from '../Pagination/index.js';
import { PostHeader } from './PostHeader.js';

/** A post page: the collection's sidebar, the post, newer/older links and its TOC. */
export function BlogPost({ module, data }: { module: RouteModule; data: PostPageData }) {
  const mdxComponents = useMdxComponents();
  const toc = usePageToc(module);
  return (
    <div className="sk-blog">
      <div className="sk-blog__sidebar">
        <BlogSidebar collection={data.collection} activeHref={data.post.path} />
      </div>
      <div className="sk-blog__main" tabIndex={-1} data-sk-skip-target="">
        <article>
          <PostHeader post={data.post} />
          <div className="sk-markdown">
            <Slot name="MdxComponents" Body={module.default} components={mdxComponents} />
          </div>
          {data.post.tags.length > 0 && (
            <ul className="sk-tags" aria-label="Tags">
              {data.post.tags.map((t) => (
                <li key={t}>{t}</li>
              ))}
            </ul>
          )}
          {data.editUrl && (
            <p className="sk-doc__meta">
              <a href={data.editUrl} target="_blank" rel="noopener noreferrer">
                Edit this page
              </a>
            </p>
          )}
        </article>
        <Pagination
          label="Post navigation"
          previous={data.newer}
          next={data.older}
          previousTitle="Newer post"
          nextTitle="Older post"
        />
      </div>
      {toc.length > 0 && (
        <div className="sk-doc__toc">
          <Slot name="TableOfContents" items={toc} variant="aside" />
        </div>
      )}
    </div>
  );
}
