/**
 * Installs the reader packages that cannot share the root node_modules (run by the root
 * postinstall, so `npm install` and `npm ci` both leave them in place). Skipped when the
 * installed tree already matches the lockfile.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = dirname(fileURLToPath(import.meta.url));

function read(file) {
  try {
    return JSON.parse(readFileSync(join(dir, file), 'utf8')).packages;
  } catch {
    return undefined;
  }
}

/** The lockfile's packages without the root entry, as npm records them in node_modules. */
function upToDate() {
  const wanted = read('package-lock.json');
  const installed = read('node_modules/.package-lock.json');
  if (!wanted || !installed) return false;
  const { '': _root, ...packages } = wanted;
  return JSON.stringify(packages) === JSON.stringify(installed);
}

if (!upToDate()) {
  // The parent npm's project settings (workspaces, omit, …) are for the root, not this folder;
  // the rest (registry, cache, proxy) still applies.
  const project =
    /^npm_config_(workspaces?|include_workspace_root|omit|include|global|prefix|location)$/i;
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !project.test(key)));
  const npm = process.env.npm_execpath
    ? [process.execPath, [process.env.npm_execpath]]
    : ['npm', []];
  const result = spawnSync(npm[0], [...npm[1], 'ci', '--no-audit', '--no-fund'], {
    cwd: dir,
    stdio: 'inherit',
    env,
  });
  if (result.status !== 0) {
    console.error(`Installing ${dir} failed (npm ci exited with ${result.status}).`);
    process.exit(result.status ?? 1);
  }
}
