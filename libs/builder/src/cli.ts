/**
 * `sitekit <build|dev|generate> [--config <file>]`: runs the builder with the config module's
 * default export (`sitekit.config.ts` in the current folder by default).
 */
import { resolve } from 'node:path';
import { build, generate } from './build.js';
import type { BuilderConfig } from './config.js';
import { dev } from './dev.js';
import { keepBuildHeapTight } from './heap.js';
import { importDefault } from './load-module.js';

const usage = 'usage: sitekit <build|dev|generate> [--config sitekit.config.ts] [--port 3000]';

export async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  const option = (name: string) => {
    const i = rest.indexOf(`--${name}`);
    return i >= 0 ? rest[i + 1] : undefined;
  };
  const file = resolve(option('config') ?? 'sitekit.config.ts');
  const load = () => importDefault<BuilderConfig>(file);
  try {
    if (command === 'build') {
      keepBuildHeapTight();
      await build(await load());
    } else if (command === 'generate') await generate(await load());
    else if (command === 'dev') await dev(await load(), { port: Number(option('port') ?? 3000) });
    else {
      console.error(usage);
      process.exitCode = 2;
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    if (command === 'build')
      console.error('The build failed; the previously published site was left as it was.');
    process.exitCode = 1;
  }
}
