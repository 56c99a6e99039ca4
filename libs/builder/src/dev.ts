/**
 * The dev server: generate route modules, start Vite (MDX hot reload through the same
 * cached MDX plugin), and regenerate when content changes so new pages appear without a restart.
 */
import { watch } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { generate } from './build.js';
import { resolveConfig, type BuilderConfig } from './config.js';
import { routeSignature } from './dev-signature.js';
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
  // Body edits hot-reload through Vite; frontmatter, headings, new files and sidebars need new
  // route modules. Reading the content again takes a second at 1,600 pages, so an edit of a
  // page's body alone does not (it would hold up the edit's own hot reload).
  const signatures = new Map<string, string>();
  const changesRoutes = async (file: string | null) => {
    if (!file || !/\.mdx?$/.test(file)) return true;
    const source = await readFile(join(site.contentDir, file), 'utf8').catch(() => null);
    const signature = source === null ? null : routeSignature(source);
    const known = signatures.get(file);
    if (signature === null) signatures.delete(file);
    else signatures.set(file, signature);
    return known === undefined || known !== signature;
  };
  // What every page's route data depends on now, so that its first edit is compared too.
  void readdir(site.contentDir, { recursive: true }).then((files) =>
    Promise.all(files.filter((f) => /\.mdx?$/.test(f)).map((f) => changesRoutes(f))),
  );
  const watcher = watch(site.contentDir, { recursive: true }, (_event, file) => {
    void changesRoutes(file).then((changed) => {
      if (!changed) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        regenerate().catch((error: unknown) =>
          console.error(error instanceof Error ? error.message : error),
        );
      }, 100);
    });
  });
  server.httpServer?.on('close', () => watcher.close());
  return server;
}
