import { readFile } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import type { ContentGraph } from '../content/graph.js';
import { fromSources, workerConditions } from '../runtime.js';
import type { MarkdownPage } from './markdown.js';
import { twinCache, twinPages, usesComponents } from './write.js';

/** What the twins worker converts: pages without site components, into `cacheDir`. */
export interface TwinShare {
  cacheDir: string;
  /** The site's content components (their names are part of every twin's key). */
  componentNames: string[];
  pages: { file: string; meta: MarkdownPage }[];
}

/**
 * Fewest missing twins a worker is started for: converting a few (an edit) costs less than
 * loading the converter on another thread.
 */
const TWINS_PER_WORKER = 20;

/**
 * Starts converting, on a worker thread, the Markdown twins `writeLlmsFiles` will find missing
 * from `cacheDir` (those of pages using none of the site's components), so the conversion runs
 * beside the prerender rather than after it. Resolves when the worker is done; what it did not
 * convert (it failed, or a page uses a component) is converted by `writeLlmsFiles` as before.
 */
export async function warmTwinCache(
  graph: ContentGraph,
  cacheDir: string,
  componentNames: readonly string[],
  { minPages = TWINS_PER_WORKER }: { minPages?: number } = {},
): Promise<{ converted: number }> {
  const { has } = twinCache(cacheDir, Object.fromEntries(componentNames.map((n) => [n, noop])));
  const pages: TwinShare['pages'] = [];
  await Promise.all(
    twinPages(graph).map(async ({ route, meta }) => {
      const source = await readFile(route.contentFile!, 'utf8');
      if (!usesComponents(source, componentNames) && !(await has(source, meta)))
        pages.push({ file: route.contentFile!, meta });
    }),
  );
  if (pages.length < minPages) return { converted: 0 };
  const share: TwinShare = { cacheDir, componentNames: [...componentNames], pages };
  return new Promise((resolve, reject) => {
    // From sources, a shim registers the TypeScript loader first.
    const script = fromSources ? './twins-worker.mjs' : './twins-worker.js';
    const worker = new Worker(new URL(script, import.meta.url), {
      workerData: share,
      execArgv: workerConditions(),
    });
    worker.on('error', reject);
    worker.on('exit', (code) =>
      code === 0
        ? resolve({ converted: pages.length })
        : reject(new Error(`the twins worker exited with code ${code}`)),
    );
  });
}

/** Stands for a site component in a worker: never called, as pages using one are not converted there. */
const noop = () => undefined;
