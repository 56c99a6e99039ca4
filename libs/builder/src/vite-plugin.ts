import { parseWith, siteConfigSchema, type SiteConfigInput } from '@sitekit/content-model';
import { htmlStartTag } from '@sitekit/theme/head';
import { defaultClientConditions, defaultServerConditions, type Plugin } from 'vite';
import { resolveConfig, type BuilderConfig } from './config.js';
import { importDefault } from './load-module.js';
import { cachedMdx } from './mdx/vite-plugin.js';

/**
 * The builder's Vite plugins, for the site's Vite config: MDX through the shared compile cache
 * (the same output as the build's precompile), the app folder as root, the client build
 * into `outDir` with a manifest, the server build of `serverEntry` into the cache, and the
 * `@sitekit/*` libraries bundled into the server build. Options the site's own config sets
 * (an `outDir`, say) win. When the builder itself runs from its sources (in the framework's
 * repository), the libraries are read from theirs too (the `@sitekit/source` condition).
 */
export function createVitePlugin(config: BuilderConfig): Plugin[] {
  const site = resolveConfig(config);
  const source = import.meta.url.endsWith('.ts') ? ['@sitekit/source'] : [];
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
  return [setup, htmlAttributes, cachedMdx(site.mdxCacheDir)];
}
