import { useEffect } from 'react';
import type { DocPageData } from '@sitekit/content-model';
import type { RouteModule } from '../../route-module.js';
import { Breadcrumbs } from '../Breadcrumbs/index.js';
import { useMdxComponents } from '../../logic/mdx-components.js';
import { useSiteConfig } from '../../logic/site-data.js';
import { usePageToc } from '../../logic/toc.js';
import { Slot } from '../../slots.js';
import {
  browserStorage,
  readPreferredVersion,
  savePreferredVersion,
} from '../../logic/preferred-version.js';

/**
 * A docs page: sidebar, a header (breadcrumbs, page actions), title, body, the doc footer
 * (edit link, last update, previous/next) and the TOC. The sidebar, actions, body, footer
 * and TOC are slots.
 */
export function DocPage({ module, data }: { module: RouteModule; data: DocPageData }) {
  const mdxComponents = useMdxComponents();
  const { docs } = useSiteConfig();
  useEffect(() => {
    // Reading a version's page makes it the preferred one; stale stored versions are cleared.
    if (!docs) return;
    const storage = browserStorage();
    readPreferredVersion(storage, docs.pluginId, [docs.version.name]);
    savePreferredVersion(storage, docs.pluginId, data.version.name);
  }, [docs, data.version.name]);
  const toc = usePageToc(module);
  return (
    <div className="sk-doc">
      {data.sidebar && data.sidebarName && (
        <div className="sk-doc__sidebar">
          <Slot
            name="DocSidebar"
            sidebarName={data.sidebarName}
            items={data.sidebar}
            activeHref={module.route.path}
            placement="page"
          />
        </div>
      )}
      <div className="sk-doc__main">
        <article className="sk-doc__article" tabIndex={-1} data-sk-skip-target="">
          {/* Outside the article body (and the search index): the actions are not page text. */}
          <div className="sk-doc__header" data-search-ignore="">
            {(docs?.breadcrumbs ?? true) && (
              <Breadcrumbs
                crumbs={data.crumbs}
                current={module.route.head.title}
                homeHref={data.version.path}
              />
            )}
            <Slot name="DocActions" path={module.route.path} title={module.route.head.title} />
          </div>
          {toc.length > 0 && <Slot name="TableOfContents" items={toc} variant="collapsible" />}
          <div className="sk-markdown">
            <h1>{module.route.head.title}</h1>
            <Slot name="MdxComponents" Body={module.default} components={mdxComponents} />
          </div>
          <Slot
            name="DocFooter"
            editUrl={data.editUrl}
            lastUpdated={data.lastUpdated}
            previous={data.previous}
            next={data.next}
          />
        </article>
        {toc.length > 0 && (
          <div className="sk-doc__toc">
            <Slot name="TableOfContents" items={toc} variant="aside" />
          </div>
        )}
      </div>
    </div>
  );
}
