import { createMemoryHistory, createRouter } from '@sitekit/router-core';
import { RouterProvider } from '@sitekit/router-core/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { templates } from '../../../../../../content/data/templates';
import { TemplateRow } from './index';

/** Renders `node` as the prerenderer does: on the server, inside an inert router. */
function prerender(node: ReactNode) {
  const router = createRouter({
    history: createMemoryHistory('/'),
    load: async () => null,
    initialModule: null,
  });
  return renderToString(<RouterProvider router={router}>{node}</RouterProvider>);
}
const box =
  /<div class="video-preview video-preview--hover template-row__preview" style="aspect-ratio:1\.77\d*" aria-hidden="true" inert=""><\/div>/g;

describe('TemplateRow on the server', () => {
  it('renders with one reserved box per featured template', () => {
    const html = prerender(<TemplateRow />);
    const featured = templates.filter((t) => t.featuredOnHomePage);
    expect(html.match(box)).toHaveLength(featured.length);
    expect(html).not.toContain('generated-poster');
  });
});
