/**
 * One Vite build in its own process (the client build, then the server build):
 * `node vite-build.js <json>` with the config file, whether it is the server build, and the
 * output folder.
 */
import { build } from 'vite';
import { keepBuildHeapTight } from './heap.js';
import { configLoader } from './runtime.js';

keepBuildHeapTight();

const { configFile, ssr, outDir } = JSON.parse(process.argv[2] ?? '{}') as {
  configFile: string;
  ssr: string | false;
  outDir: string;
};
await build({
  configFile,
  // From sources, Node imports the config itself, resolving packages with this process's
  // conditions and loader; from the published build, Vite bundles it.
  configLoader,
  mode: 'production',
  logLevel: 'warn',
  build: { outDir, ...(ssr ? { ssr } : {}) },
});
