import type { Plugin } from 'vite';

/** What an MDX page exports beside its component (see `mdxOptions`). */
const PAGE_DATA_EXPORTS = ['toc'];

const isMdx = (id: string) => /\.mdx?$/.test(id.split('?')[0] ?? '');

/**
 * Dev server: an edit of an MDX page shows in place (React Fast Refresh) instead of reloading
 * the page. Fast Refresh only swaps modules that export nothing but components, and a page
 * also exports its table of contents, so the page's data exports are left out of that check;
 * when the table of contents itself changed, the page reloads so that it is shown anew.
 */
export function mdxHotReload(): Plugin {
  return {
    name: 'sitekit:mdx-hot-reload',
    apply: 'serve',
    transformIndexHtml: () => [
      {
        tag: 'script',
        injectTo: 'head-prepend',
        children: `window.__getReactRefreshIgnoredExports = ({ id }) => /\\.mdx?$/.test(String(id).split('?')[0]) ? ${JSON.stringify(PAGE_DATA_EXPORTS)} : [];`,
      },
    ],
    transform(code, id) {
      if (!isMdx(id) || this.environment?.name !== 'client') return null;
      const check = PAGE_DATA_EXPORTS.map(
        (name) => `JSON.stringify(next.${name}) !== JSON.stringify(${name})`,
      ).join(' || ');
      return {
        code: `${code}
if (import.meta.hot) {
  import.meta.hot.accept((next) => {
    if (next && (${check})) import.meta.hot.invalidate('The table of contents changed.');
  });
}
`,
        map: null,
      };
    },
  };
}
