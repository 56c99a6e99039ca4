import type { RouteModule } from '../route-module.js';
import { BlogArchive } from '../shell/BlogArchive/index.js';

/** A collection's archive by year. */
export function ArchiveLayout({ module }: { module: RouteModule }) {
  const { data, head } = module.route;
  if (data.kind !== 'archive')
    throw new Error(`ArchiveLayout cannot render a route of kind "${data.kind}".`);
  return <BlogArchive title={head.title} data={data} />;
}
