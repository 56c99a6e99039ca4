import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import type { ResolvedConfig } from '../config.js';
import { createMdxCompiler } from './vite-plugin.js';

/** A page with the kinds of code whose tools a page's first edit would otherwise wait for. */
const WARM_UP_PAGE = '```ts twoslash\nconst warm: number = 1;\n```\n\n```bash\nnpm run dev\n```\n';

/**
 * Dev server: loads what compiling a page needs (the MDX pipeline, the highlighter, TypeScript
 * for `twoslash` samples) once the server has served its first page and gone quiet for
 * `idleMs` (or `fallbackMs` after start with no request), so the first edit of a page shows as
 * fast as the next ones without slowing the first page down: TypeScript starts in one long
 * synchronous step that would hold up the requests of a page being loaded.
 */
export function warmUpWhenIdle(
  site: Pick<ResolvedConfig, 'contentDir' | 'twoslash'>,
  {
    idleMs = 1000,
    fallbackMs = 10_000,
    warm = () => warmUp(site),
  }: { idleMs?: number; fallbackMs?: number; warm?: () => Promise<void> } = {},
): Plugin {
  let started = false;
  let timer: NodeJS.Timeout | undefined;
  const start = () => {
    if (started) return;
    started = true;
    clearTimeout(timer);
    void warm();
  };
  return {
    name: 'sitekit:warm-up',
    apply: 'serve',
    configureServer(server) {
      let inFlight = 0;
      timer = setTimeout(start, fallbackMs);
      server.httpServer?.on('close', () => clearTimeout(timer));
      server.middlewares.use((_request, response, next) => {
        if (started) return next();
        inFlight++;
        clearTimeout(timer);
        response.on('close', () => {
          inFlight--;
          if (inFlight === 0 && !started) timer = setTimeout(start, idleMs);
        });
        next();
      });
    },
  };
}

/** Compiles a small page through the pipeline, with nothing kept. */
export async function warmUp(site: Pick<ResolvedConfig, 'contentDir' | 'twoslash'>) {
  const cacheDir = await mkdtemp(join(tmpdir(), 'sitekit-warm-up-'));
  try {
    const compile = createMdxCompiler(cacheDir, { twoslash: site.twoslash });
    await compile(WARM_UP_PAGE, join(site.contentDir, 'warm-up.mdx'));
  } catch {
    // Only a head start: the page's own compile reports any problem.
  } finally {
    await rm(cacheDir, { recursive: true, force: true });
  }
}
