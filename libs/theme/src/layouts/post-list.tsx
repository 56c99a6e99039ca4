import type { RouteModule } from '../route-module.js';
import { BlogList } from '../shell/BlogList/index.js';

/** A page of a collection's posts. */
export function PostListLayout({ module }: { module: RouteModule }) {
  const { data } = module.route;
  if (data.kind !== 'post-list')
    throw new Error(`PostListLayout cannot render a route of kind "${data.kind}".`);
  return <BlogList module={module} data={data} />;
}
