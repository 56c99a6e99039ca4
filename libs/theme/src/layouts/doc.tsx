import type { RouteModule } from '../route-module.js';
import { DocPage } from '../shell/DocPage/index.js';

/** A docs page: sidebar, breadcrumbs, body, TOC, previous/next. */
export function DocLayout({ module }: { module: RouteModule }) {
  const { data } = module.route;
  if (data.kind !== 'doc')
    throw new Error(`DocLayout cannot render a route of kind "${data.kind}".`);
  return <DocPage module={module} data={data} />;
}
