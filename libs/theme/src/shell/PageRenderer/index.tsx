import type { RouteModule } from '../../route-module.js';
import { Layout } from '../Layout/index.js';
import { useMdxComponents } from '../../logic/mdx-components.js';
import { Slot } from '../../slots.js';

/**
 * Renders a route module inside the site chrome: in the layout the module brings
 * (`Layout`, see layouts.tsx), or its body alone for plain pages.
 */
export function PageRenderer({ module }: { module: RouteModule }) {
  const mdxComponents = useMdxComponents();
  const { data } = module.route;
  const body = <Slot name="MdxComponents" Body={module.default} components={mdxComponents} />;
  if (data.kind === 'page' && data.bare) return body;
  const PageLayout = module.Layout;
  if (!PageLayout && data.kind !== 'page') {
    throw new Error(`The route ${module.route.path} of kind "${data.kind}" exports no Layout.`);
  }
  return <Layout>{PageLayout ? <PageLayout module={module} /> : body}</Layout>;
}
