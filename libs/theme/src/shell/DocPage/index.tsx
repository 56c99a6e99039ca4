import { useEffect } from 'react';
import type { DocPageData } from '@sitekit/content-model';
import type { RouteModule } from '../../route-module.js';
import { Breadcrumbs } from '../Breadcrumbs/index.js';
import { DocSidebar } from '../DocSidebar/index.js';
import { Pagination } from '../Pagination/index.js';
import { TableOfContents, TableOfContentsCollapsible } from '../TableOfContents/index.js';
import { useMdxComponents } from '../../logic/mdx-components.js';
import { useSiteConfig } from '../../logic/site-data.js';
import { usePageToc } from '../../logic/toc.js';
import { useDateFormat } from '../../logic/use-date-format.js';
import {
  browserStorage,
  readPreferredVersion,
  savePreferredVersion,
} from '../../logic/preferred-version.js';

const lastUpdatedFormat: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };

/** A docs page: sidebar, breadcrumbs, title, body, edit link, last update, previous/next and the TOC. */
export function DocPage({ module, data }: { module: RouteModule; data: DocPageData }) {
  const mdxComponents = useMdxComponents();
  const { docs } = useSiteConfig();
  const dateFormat = useDateFormat(lastUpdatedFormat);
  useEffect(() => {
    // Reading a version's page makes it the preferred one; stale stored versions are cleared.
    if (!docs) return;
    const storage = browserStorage();
    readPreferredVersion(storage, docs.pluginId, [docs.version.name]);
    savePreferredVersion(storage, docs.pluginId, data.version.name);
  }, [docs, data.version.name]);
  const Body = module.default;
  const toc = usePageToc(module);
  return (
    <div className="sk-doc">
      {data.sidebar && data.sidebarName && (
        <div className="sk-doc__sidebar">
          <DocSidebar name={data.sidebarName} items={data.sidebar} activeHref={module.route.path} />
        </div>
      )}
      <div className="sk-doc__main">
        <article className="sk-doc__article" tabIndex={-1} data-sk-skip-target="">
          {(docs?.breadcrumbs ?? true) && (
            <Breadcrumbs
              crumbs={data.crumbs}
              current={module.route.head.title}
              homeHref={data.version.path}
            />
          )}
          <TableOfContentsCollapsible items={toc} />
          <div className="sk-markdown">
            <h1>{module.route.head.title}</h1>
            <Body components={mdxComponents} />
          </div>
          {(data.editUrl || data.lastUpdated) && (
            <footer className="sk-doc__meta">
              {data.editUrl && (
                <a href={data.editUrl} target="_blank" rel="noopener noreferrer">
                  Edit this page
                </a>
              )}
              {data.lastUpdated && (
                <span>
                  Last updated on{' '}
                  <time dateTime={data.lastUpdated}>
                    {dateFormat.format(new Date(data.lastUpdated))}
                  </time>
                </span>
              )}
            </footer>
          )}
          <Pagination previous={data.previous} next={data.next} />
        </article>
        {toc.length > 0 && (
          <div className="sk-doc__toc">
            <TableOfContents items={toc} />
          </div>
        )}
      </div>
    </div>
  );
}
