/**
 * `npm start`: build when the output is missing or older than any source, then
 * serve dist/ on http://localhost:3000.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const sources = [
  'content',
  'apps/site/src',
  'apps/site/build',
  'apps/site/public',
  'apps/site/site.config.ts',
  'apps/site/index.html',
  'libs',
];
const skip = new Set(['node_modules', 'dist', '.generated', 'tests', 'e2e']);

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = stat.mtimeMs;
  for (const entry of readdirSync(path))
    if (!skip.has(entry)) max = Math.max(max, newest(join(path, entry)));
  return max;
}

const built = join(root, 'dist/index.html');
const stale =
  !existsSync(built) ||
  Math.max(...sources.map((s) => newest(join(root, s)))) > statSync(built).mtimeMs;
if (stale) {
  console.log('Building the site (sources changed since the last build)…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const { startServer } = await import('./serve.mjs');
const port = Number(process.env.PORT ?? 3000);
await startServer({ port, host: process.env.HOST ?? 'localhost' });
console.log(`\n  The site is ready: http://localhost:${port}\n`);
