/**
 * One Vite build in its own process (the client and server builds run side by side):
 * `node vite-build.js <json>` with the config file, whether it is the server build, and the
 * output folder.
 */
import { build } from 'vite';

const { configFile, ssr, outDir } = JSON.parse(process.argv[2] ?? '{}') as {
  configFile: string;
  ssr: string | false;
  outDir: string;
};
await build({
  configFile,
  // Imported by Node itself, so it resolves packages as this process does (its conditions, its loader).
  configLoader: 'native',
  mode: 'production',
  logLevel: 'warn',
  build: { outDir, ...(ssr ? { ssr } : {}) },
});
