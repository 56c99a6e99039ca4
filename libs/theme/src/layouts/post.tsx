import type { RouteModule } from '../route-module.js';
import { BlogPost } from '../shell/BlogPost/index.js';

/** A blog-style post. */
export function PostLayout({ module }: { module: RouteModule }) {
  const { data } = module.route;
  if (data.kind !== 'post')
    throw new Error(`PostLayout cannot render a route of kind "${data.kind}".`);
  return <BlogPost module={module} data={data} />;
}
