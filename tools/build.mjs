/**
 * `npm run build`: the site's build itself, not through Nx. The builder keeps its own caches and
 * redoes only what changed; Nx's cache would add nothing but a copy of dist/ (175 MB) per
 * content state, and restoring one would rewrite dist/ in place, from a hash that leaves the
 * SITEKIT_* folders out.
 */
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Node's arguments for `sitekit <command>` run in apps/site, from the libraries' sources. */
export const sitekitArgs = (command) => [
  '--conditions=@sitekit/source',
  '--import',
  'tsx',
  '../../node_modules/@sitekit/builder/bin/sitekit.mjs',
  command,
];

/** Runs `sitekit build` for apps/site; returns its exit status. */
export function buildSite() {
  const result = spawnSync(process.execPath, sitekitArgs('build'), {
    cwd: join(root, 'apps/site'),
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return result.status ?? 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = buildSite();
