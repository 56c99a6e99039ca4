import type { RouteModule } from '../../route-module.js';
import { BlogArchive } from '../BlogArchive/index.js';
import { BlogList } from '../BlogList/index.js';
import { BlogPost } from '../BlogPost/index.js';
import { DocPage } from '../DocPage/index.js';
import { Layout } from '../Layout/index.js';
import { mdxComponents } from '../../mdx/components.js';

/** Renders a route module in the layout its data kind asks for. */
export function PageRenderer({ module }: { module: RouteModule }) {
  const { data, head } = module.route;
  const Body = module.default;
  if (data.kind === 'page' && data.bare) return <Body components={mdxComponents} />;
  let content;
  switch (data.kind) {
    case 'doc':
      content = <DocPage module={module} data={data} />;
      break;
    case 'post':
      content = <BlogPost module={module} data={data} />;
      break;
    case 'post-list':
      content = <BlogList module={module} data={data} />;
      break;
    case 'archive':
      content = <BlogArchive title={head.title} data={data} />;
      break;
    default:
      content = <Body components={mdxComponents} />;
  }
  return <Layout>{content}</Layout>;
}
