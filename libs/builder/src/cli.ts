/**
 * `sitekit <build|dev|generate|stop> [--config <file>]`: runs the builder with the config
 * module's default export (`sitekit.config.ts` in the current folder by default). `build` goes
 * through the site's build server (`build-server/`) unless `--no-server`, on CI or on Windows.
 */
import { resolve } from 'node:path';
import { usesBuildServer } from './build-server/address.js';
import type { BuilderConfig } from './config.js';

const usage =
  'usage: sitekit <build|dev|generate|stop> [--config sitekit.config.ts] [--port 3000] [--no-server]';

export async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  const option = (name: string) => {
    const i = rest.indexOf(`--${name}`);
    return i >= 0 ? rest[i + 1] : undefined;
  };
  const file = resolve(option('config') ?? 'sitekit.config.ts');
  // Imported when needed: a build through the server loads none of the builder here.
  const load = async () => (await import('./load-module.js')).importDefault<BuilderConfig>(file);
  try {
    if (command === 'build') {
      if (usesBuildServer(rest, process.env)) {
        const { buildThroughServer } = await import('./build-server/client.js');
        const exitCode = await buildThroughServer(file);
        if (exitCode !== undefined) {
          process.exitCode = exitCode;
          return;
        }
      }
      const [{ build }, { keepBuildHeapTight }] = await Promise.all([
        import('./build.js'),
        import('./heap.js'),
      ]);
      keepBuildHeapTight();
      await build(await load());
    } else if (command === 'generate') await (await import('./build.js')).generate(await load());
    else if (command === 'dev')
      await (await import('./dev.js')).dev(await load(), { port: Number(option('port') ?? 3000) });
    else if (command === 'stop') {
      const pid = await (await import('./build-server/client.js')).stopBuildServer(file);
      console.log(
        pid ? `Stopped the build server (process ${pid}).` : 'No build server was running.',
      );
    } else {
      console.error(usage);
      process.exitCode = 2;
    }
  } catch (error) {
    if (command !== 'build') console.error(error instanceof Error ? error.message : error);
    else (await import('./cli-messages.js')).reportBuildFailure(error);
    process.exitCode = 1;
  }
}
