/**
 * `npm run dev`: generate route modules, start the Vite dev server (MDX hot
 * reload through the same cached MDX plugin), and regenerate when content or
 * sidebars change so new pages appear without a restart.
 */
import { watch } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'vite';
import { writeGenerated } from './codegen.js';
import { buildContentGraph } from './content/graph.js';
import { appDir, contentDir, generatedDir } from './paths.js';
import { writeSiteData } from './site-data.js';

async function generate() {
  const graph = await buildContentGraph({ production: false, generatedDir });
  for (const warning of graph.warnings) console.warn(`warning: ${warning}`);
  await writeGenerated(graph, generatedDir);
  await writeSiteData(graph, generatedDir);
}

await generate();
const server = await createServer({
  configFile: join(appDir, 'vite.config.ts'),
  server: { port: Number(process.env['PORT'] ?? 3000) },
});
await server.listen();
server.printUrls();

let timer: NodeJS.Timeout | undefined;
watch(contentDir, { recursive: true }, (_event, file) => {
  // Body edits hot-reload through Vite; frontmatter, new files and sidebars need new route modules.
  clearTimeout(timer);
  timer = setTimeout(() => {
    generate().catch((error: unknown) =>
      console.error(error instanceof Error ? error.message : error),
    );
  }, 100);
  void file;
});
