import { useEffect } from 'react';
import type { DocPageData } from '@sitekit/content-model';
import type { RouteModule } from '../../route-module.js';
import { Admonition } from '../../mdx/Admonition/index.js';
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
 * A docs page: sidebar, a header (breadcrumbs, page actions), title, body (or, for a
 * category's generated index, its cards), the doc footer (edit link, last update,
 * previous/next) and the TOC, as the page's frontmatter asks. The sidebar, actions, body,
 * cards, footer and TOC are slots.
 */
export function DocPage({
  module,
  data,
}: {
  /** The page's route module: its compiled body (`default`), route and `toc`. */
  module: RouteModule;
  /** The page's build-time data: sidebar, breadcrumbs, neighbours, edit link, last update. */
  data: DocPageData;
}) {
  const mdxComponents = useMdxComponents();
  const { docs } = useSiteConfig();
  useEffect(() => {
    // Reading a version's page makes it the preferred one; stale stored versions are cleared.
    if (!docs) return;
    const storage = browserStorage();
    readPreferredVersion(storage, docs.pluginId, [docs.version.name]);
    savePreferredVersion(storage, docs.pluginId, data.version.name);
  }, [docs, data.version.name]);
  const toc = usePageToc(module, data.tableOfContents);
  const { title } = module.route.head;
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
      {/* With a TOC, its column is laid out from the first paint (see `.sk-doc__main--toc`). */}
      <div className={toc.length > 0 ? 'sk-doc__main sk-doc__main--toc' : 'sk-doc__main'}>
        <article className="sk-doc__article" tabIndex={-1} data-sk-skip-target="">
          {/* Outside the article body (and the search index): the actions are not page text. */}
          <div className="sk-doc__header" data-search-ignore="">
            {(docs?.breadcrumbs ?? true) && (
              <Breadcrumbs crumbs={data.crumbs} current={title} homeHref={data.version.path} />
            )}
            <Slot name="DocActions" path={module.route.path} title={title} />
          </div>
          {data.unlisted && (
            <div className="sk-doc__unlisted" data-search-ignore="">
              <Admonition type="caution" title="Unlisted page">
                <p>
                  Search engines leave this page out, and only readers with its link can find it.
                </p>
              </Admonition>
            </div>
          )}
          {toc.length > 0 && <Slot name="TableOfContents" items={toc} variant="collapsible" />}
          <div className="sk-markdown">
            {/* A body that opens with `# Title` shows the title itself; `hide_title` shows none. */}
            {!data.titleHeading && <h1>{title}</h1>}
            {data.generatedIndex && (
              <>
                {data.generatedIndex.description && <p>{data.generatedIndex.description}</p>}
                <Slot name="DocCardList" cards={data.generatedIndex.cards} />
              </>
            )}
            <Slot name="MdxComponents" Body={module.default} components={mdxComponents} />
          </div>
          <Slot
            name="DocFooter"
            editUrl={data.editUrl}
            lastUpdated={data.lastUpdated}
            lastUpdatedBy={data.lastUpdatedBy}
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
