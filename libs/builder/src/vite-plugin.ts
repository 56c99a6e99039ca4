import { parseWith, siteConfigSchema, type SiteConfigInput } from '@sitekit/content-model';
import { htmlStartTag } from '@sitekit/theme/head';
import { defaultClientConditions, defaultServerConditions, type Plugin } from 'vite';
import { resolveConfig, type BuilderConfig } from './config.js';
import { docusaurusAliases } from './docusaurus-aliases.js';
import { devMarkdownTwin } from './llms/dev-twins.js';
import { buildInputs } from './incremental/vite-inputs.js';
import { importDefault } from './load-module.js';
import { mdxHotReload } from './mdx/hot-reload.js';
import { pageIndexReader } from './mdx/page-index.js';
import { cachedMdx } from './mdx/vite-plugin.js';
import { pageDependencies } from './pages/vite-plugin.js';
import { fromSources } from './runtime.js';

/**
 * The builder's Vite plugins, for the site's Vite config: MDX through the shared compile cache
 * (the same output as the build's precompile) with its links, images and imports bound, the
 * Docusaurus module names (`@theme/…`, `@site/…`), the app folder as root, the client build
 * into `outDir` with a manifest, the server build of `serverEntry` into the cache, and the
 * `@sitekit/*` libraries bundled into the server build. Options the site's own config sets
 * (an `outDir`, say) win. When the builder itself runs from its sources (in the framework's
 * repository), the libraries are read from theirs too (the `@sitekit/source` condition).
 */
export function createVitePlugin(config: BuilderConfig): Plugin[] {
  const site = resolveConfig(config);
  const source = fromSources ? ['@sitekit/source'] : [];
  const setup: Plugin = {
    name: 'sitekit:config',
    config(user, env) {
      const ssr = Boolean(env.isSsrBuild);
      return {
        root: user.root ?? site.appDir,
        ...(source.length
          ? { resolve: { conditions: [...source, ...defaultClientConditions] } }
          : {}),
        ssr: {
          noExternal: [/^@sitekit\//],
          ...(source.length
            ? {
                resolve: {
                  conditions: [...source, ...defaultServerConditions],
                  externalConditions: source,
                },
              }
            : {}),
        },
        build: ssr
          ? {
              outDir: user.build?.outDir ?? site.ssrDir,
              ssr: user.build?.ssr ?? site.serverEntry,
              emptyOutDir: true,
              minify: false,
              reportCompressedSize: false,
              // The prerenderer imports `<ssrDir>/entry.js`, whatever the entry file is called.
              rolldownOptions: { output: { entryFileNames: 'entry.js' } },
            }
          : {
              outDir: user.build?.outDir ?? site.outDir,
              emptyOutDir: true,
              manifest: true,
              reportCompressedSize: false,
            },
      };
    },
  };
  // The prerenderer writes the <html> attributes into every page; the dev server does it here.
  const htmlAttributes: Plugin = {
    name: 'sitekit:html-attributes',
    apply: 'serve',
    async transformIndexHtml(html) {
      const input = await importDefault<SiteConfigInput>(site.siteConfig);
      const config = parseWith(siteConfigSchema, input, site.siteConfig);
      return html.replace(/<html\b[^>]*>/, htmlStartTag(config));
    },
  };
  // The build writes every page's Markdown twin; the dev server makes it on request.
  const markdownTwins: Plugin = {
    name: 'sitekit:markdown-twins',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split(/[?#]/)[0] ?? '';
        if (request.method !== 'GET' || !path.endsWith('.md')) return next();
        const origin = `http://${request.headers.host ?? 'localhost'}`;
        (async () => {
          const components = (await site.markdownComponents?.()) ?? {};
          const pagePath = path.slice(0, -'.md'.length).replace(/^\/index$/, '/');
          return devMarkdownTwin(pagePath, { generatedDir: site.generatedDir, origin, components });
        })().then(
          (markdown) => {
            if (markdown === undefined) return next();
            response.setHeader('Content-Type', 'text/markdown; charset=utf-8');
            response.end(markdown);
          },
          (error: unknown) => next(error),
        );
      });
    },
  };
  return [
    setup,
    htmlAttributes,
    markdownTwins,
    docusaurusAliases(site.rootDir),
    // The page index `generate()` wrote: these builds run in processes of their own.
    cachedMdx(
      site.mdxCacheDir,
      site.mdxComponents,
      pageIndexReader(site.generatedDir, site.rootDir),
      {
        twoslash: site.twoslash,
        twoslashCacheDir: site.twoslashCacheDir,
        componentImports: site.mdxComponentImports,
      },
    ),
    mdxHotReload(),
    // The build writes Markdown pages itself; the bundler makes the modules they import.
    pageDependencies(site.generatedDir),
    // What the build read, so that the next one can tell whether it may reuse the output.
    buildInputs(site.generatedDir),
  ];
}
