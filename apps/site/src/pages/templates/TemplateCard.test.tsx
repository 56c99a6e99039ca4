import { createMemoryHistory, createRouter } from '@sitekit/router-core';
import { RouterProvider } from '@sitekit/router-core/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { templates } from '../../../../../content/data/templates';
import { TemplateCard } from './TemplateCard';

/** Renders `node` as the prerenderer does: on the server, inside an inert router. */
function prerender(node: ReactNode) {
  const router = createRouter({
    history: createMemoryHistory('/templates'),
    load: async () => null,
    initialModule: null,
  });
  return renderToString(<RouterProvider router={router}>{node}</RouterProvider>);
}
const box =
  /<div class="video-preview video-preview--hover" style="aspect-ratio:1\.77\d*" aria-hidden="true" inert=""><\/div>/g;

describe('TemplateCard on the server', () => {
  it.each(templates.map((t) => [t.cliId, t] as const))(
    '%s renders its link and the reserved 16:9 box of its preview, with nothing loaded',
    (id, template) => {
      const html = prerender(<TemplateCard template={template} />);
      expect(html).toContain(`href="/templates/${id}"`);
      expect(html).toContain('data-preview-host=""');
      expect(html.match(box)).toHaveLength(1);
      expect(html).not.toContain('generated-poster');
    },
  );
});
