import { expect, it, vi } from 'vitest';
import { mdxHotReload } from './hot-reload.js';

type Transform = (
  this: { environment: { name: string } },
  code: string,
  id: string,
) => { code: string } | null;

const plugin = mdxHotReload();
const transform = plugin.transform as unknown as Transform;
const client = { environment: { name: 'client' } };

it('tells Fast Refresh that a page’s table of contents is data, for MDX modules only', () => {
  const tags = (
    plugin.transformIndexHtml as unknown as () => { children: string; injectTo: string }[]
  )();
  expect(tags[0]!.injectTo).toBe('head-prepend');
  const window = {} as { __getReactRefreshIgnoredExports: (m: { id: string }) => string[] };
  new Function('window', tags[0]!.children)(window);
  expect(window.__getReactRefreshIgnoredExports({ id: '/site/docs/page.mdx' })).toEqual(['toc']);
  expect(window.__getReactRefreshIgnoredExports({ id: '/site/docs/page.md?t=1' })).toEqual(['toc']);
  expect(window.__getReactRefreshIgnoredExports({ id: '/site/src/Widget.tsx' })).toEqual([]);
});

it('reloads the page when an edit changed its table of contents, not when only the body did', () => {
  const out = transform.call(client, 'export const toc = [{ id: "a" }];', '/site/docs/page.mdx');
  const accepted: ((next: unknown) => void)[] = [];
  const hot = { accept: (cb: (next: unknown) => void) => accepted.push(cb), invalidate: vi.fn() };
  new Function('hot', out!.code.replace(/^export /m, '').replaceAll('import.meta.hot', 'hot'))(hot);
  accepted[0]!({ toc: [{ id: 'a' }] });
  expect(hot.invalidate).not.toHaveBeenCalled();
  accepted[0]!({ toc: [{ id: 'b' }] });
  expect(hot.invalidate).toHaveBeenCalledWith('The table of contents changed.');
});

it('leaves other modules and the server’s modules alone', () => {
  expect(transform.call(client, 'export const a = 1;', '/site/src/a.tsx')).toBeNull();
  expect(transform.call({ environment: { name: 'ssr' } }, 'x', '/site/docs/page.mdx')).toBeNull();
});
