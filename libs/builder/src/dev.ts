/**
 * The dev server: generate route modules, start Vite (MDX hot reload through the same
 * cached MDX plugin), and regenerate when content changes so new pages appear without a restart.
 */
import { watch } from 'node:fs';
import { createServer, type ViteDevServer } from 'vite';
import { generate } from './build.js';
import { resolveConfig, type BuilderConfig } from './config.js';
import { warmUpWhenIdle } from './mdx/warm-up.js';
import { configLoader } from './runtime.js';

export async function dev(
  config: BuilderConfig,
  options: { port?: number } = {},
): Promise<ViteDevServer> {
  const site = resolveConfig(config);
  const regenerate = () => generate(site, { production: false });
  await regenerate();
  const server = await createServer({
    configFile: site.viteConfig,
    configLoader,
    server: { port: options.port ?? 3000 },
    plugins: [warmUpWhenIdle(site)],
  });
  await server.listen();
  server.printUrls();
  let timer: NodeJS.Timeout | undefined;
  // Body edits hot-reload through Vite; frontmatter, new files and sidebars need new route modules.
  const watcher = watch(site.contentDir, { recursive: true }, () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      regenerate().catch((error: unknown) =>
        console.error(error instanceof Error ? error.message : error),
      );
    }, 100);
  });
  server.httpServer?.on('close', () => watcher.close());
  return server;
}
