/**
 * The files a build server's process has loaded as modules (its own code, the builder, the
 * site's config, sidebars and pages list, the libraries), each with its modification time and
 * size when loaded: a server whose files changed since must not build again.
 */
import { existsSync } from 'node:fs';
import { register } from 'node:module';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MessageChannel } from 'node:worker_threads';
import { fromSources } from '../runtime.js';
import { stampOf } from './stale-modules.js';

export interface ModuleTracker {
  /** Tracks a file loaded before the hooks were in place, or read rather than imported. */
  add(file: string): void;
  /** Leaves out files under `dir` (outputs the builder checks itself). */
  ignore(dir: string): void;
  /** The first tracked file changed since it was loaded, if any. */
  changed(): string | undefined;
  /** How many files are tracked. */
  readonly size: number;
}

/** Starts tracking every module loaded from now on (call before importing what to track). */
export function trackModules(): ModuleTracker {
  const files = new Map<string, string>();
  const ignored: string[] = [];
  const add = (file: string) => {
    if (!files.has(file)) files.set(file, stampOf(file));
  };
  const { port1, port2 } = new MessageChannel();
  port1.on('message', (url: string) => add(fileURLToPath(url)));
  port1.unref();
  register(new URL(fromSources ? './module-hooks.ts' : './module-hooks.js', import.meta.url), {
    data: { port: port2 },
    transferList: [port2],
  });
  // Packages loaded with require() do not pass the hooks: an install changes the lock file.
  for (let dir = process.cwd(); ; dir = dirname(dir)) {
    const lock = ['package-lock.json', 'pnpm-lock.yaml', 'yarn.lock', 'bun.lock']
      .map((name) => join(dir, name))
      .find((file) => existsSync(file));
    if (lock) {
      add(lock);
      break;
    }
    if (dirname(dir) === dir) break;
  }
  return {
    add,
    ignore: (dir) => void ignored.push(dir.endsWith(sep) ? dir : dir + sep),
    changed() {
      for (const [file, stamp] of files)
        if (!ignored.some((dir) => file.startsWith(dir)) && stampOf(file) !== stamp) return file;
      return undefined;
    },
    get size() {
      return files.size;
    },
  };
}
