import { pathToFileURL } from 'node:url';
import { fromSources } from './runtime.js';

/**
 * The default export of a site's module (its configs, sidebars, pages list): imported by Node
 * when it can (JavaScript, or a TypeScript loader is running), else through Vite's module
 * runner, which compiles TypeScript on the way.
 */
export async function importDefault<T>(file: string): Promise<T> {
  if (fromSources || !/\.[cm]?tsx?$/.test(file))
    return ((await import(pathToFileURL(file).href)) as { default: T }).default;
  const { runnerImport } = await import('vite');
  const { module } = await runnerImport<{ default: T }>(file, {
    configFile: false,
    logLevel: 'silent',
  });
  return module.default;
}
