/**
 * The client and server Vite builds, each in a child process (whose memory is returned when
 * it ends), one after the other: side by side they took as long on two cores and twice the
 * memory. A build whose recorded inputs are unchanged (`incremental/vite-inputs.ts`) is not
 * run again: the client's output is linked from the copy kept after it ran, the server's is
 * still in its folder.
 */
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveConfig as resolveViteConfig } from 'vite';
import type { ResolvedConfig } from './config.js';
import { INPUTS_RECORD, unchangedBuild } from './incremental/vite-inputs.js';
import { configLoader, fromSources } from './runtime.js';
import { linkTree } from './shared-output.js';

/** Runs one Vite build in a child process. */
function viteBuild(site: ResolvedConfig, ssr: boolean, outDir: string): Promise<void> {
  const script = fileURLToPath(
    new URL(fromSources ? './vite-build.ts' : './vite-build.js', import.meta.url),
  );
  const args = JSON.stringify({
    configFile: site.viteConfig,
    ssr: ssr ? site.serverEntry : false,
    outDir: ssr ? site.ssrDir : outDir,
  });
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, script, args], {
      cwd: site.appDir,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`vite build${ssr ? ' (server)' : ''} exited with ${code}`)),
    );
  });
}

/** Whether the build that wrote `builtDir` would write the same output with today's inputs. */
async function unchanged(site: ResolvedConfig, ssr: boolean, outDir: string, builtDir: string) {
  const config = await resolveViteConfig(
    {
      configFile: site.viteConfig,
      configLoader,
      mode: 'production',
      logLevel: 'silent',
      build: { outDir: ssr ? site.ssrDir : outDir, ...(ssr ? { ssr: site.serverEntry } : {}) },
    },
    'build',
    'production',
    'production',
  );
  return unchangedBuild(builtDir, config, ssr ? 'ssr' : 'client');
}

/**
 * Builds the client into `outDir` and the server into the site's `ssrDir`, or reuses what an
 * earlier build wrote from the same inputs. Returns which builds ran.
 */
export async function viteBuilds(
  site: ResolvedConfig,
  outDir: string,
): Promise<{ client: boolean; server: boolean }> {
  const kept = join(site.cacheDir, 'client');
  const client = !(await unchanged(site, false, outDir, kept));
  if (client) {
    await rm(kept, { recursive: true, force: true });
    await viteBuild(site, false, outDir);
    // Kept (as links: the published build then shares the files with the cache) before
    // anything is written beside it; what replaces a file (index.html) unlinks it first.
    await linkTree(outDir, kept);
  } else {
    await linkTree(kept, outDir);
  }
  // The record names the machine's files: it stays in the cache, out of the published site.
  await rm(join(outDir, INPUTS_RECORD), { force: true });
  const server = !(await unchanged(site, true, outDir, site.ssrDir));
  // Its pages/ folder (the page modules, written after it) stays: they are named by content.
  if (server) await viteBuild(site, true, outDir);
  return { client, server };
}
