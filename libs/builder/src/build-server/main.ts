/**
 * The build server's process (started by `client.ts`, detached): tracks the modules it loads,
 * loads the builder and the site's config once, then builds whenever asked.
 * argv[2]: JSON `{ configFile, key }`.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serverAddress } from './address.js';
import { trackModules } from './tracked-modules.js';

const { configFile, key } = JSON.parse(process.argv[2] ?? '{}') as {
  configFile: string;
  key: string;
};
const tracker = trackModules();
// Loaded before the hooks: tracked by hand.
for (const file of ['./main', './address', './tracked-modules', './module-hooks'])
  tracker.add(fileURLToPath(new URL(`${file}${import.meta.url.slice(-3)}`, import.meta.url)));

const [{ build }, { resolveConfig }, { keepBuildHeapTight }, { importDefault }, server] =
  await Promise.all([
    import('../build.js'),
    import('../config.js'),
    import('../heap.js'),
    import('../load-module.js'),
    import('./server.js'),
  ]);
const { reportBuildFailure } = await import('../cli-messages.js');
const { PAGES_PER_WORKER } = await import('../mdx/precompile.js');
keepBuildHeapTight();
const config = await importDefault<Parameters<typeof build>[0]>(configFile);
tracker.ignore(resolveConfig(config).cacheDir);
const collectGarbage = (globalThis as { gc?: () => void }).gc;
// This process's own output (its log file), not the build's (sent to the client).
const originalWrite = process.stdout.write.bind(process.stdout);
const log = (line: string) => originalWrite(`${line}\n`);
let builds = 0;
let retiring = false;
const mb = (n: number) => `${Math.round(n / 1e6)} MB`;

const address = serverAddress(configFile);
await server.serveBuilds({
  socket: address.socket,
  key,
  stale: () => tracker.changed(),
  build: async () => {
    try {
      const result = await build(config);
      builds++;
      // Compiling on worker threads (a cold build) leaves this process bigger than a new one
      // doing the next build (about 640 MB against 400-500 MB at 840 pages): it stops after.
      retiring = result.compiled > PAGES_PER_WORKER;
      const { rss, heapUsed } = process.memoryUsage();
      log(`build ${builds}: ${result.seconds.toFixed(2)} s, heap ${mb(heapUsed)}, rss ${mb(rss)}`);
      return 0;
    } catch (error) {
      if (error instanceof server.StaleModulesError) throw error;
      reportBuildFailure(error);
      return 1;
    } finally {
      // What the build kept alive is garbage now: give it back before waiting.
      collectGarbage?.();
    }
  },
  retire: () => {
    log(`collected: rss ${mb(process.memoryUsage().rss)}${retiring ? '; stopping' : ''}`);
    return retiring;
  },
  onClose: () => process.exit(0),
});
writeFileSync(address.state, JSON.stringify({ pid: process.pid, key }));
console.log(`build server ${process.pid} listening on ${address.socket} (${tracker.size} modules)`);
