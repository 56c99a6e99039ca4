import { execFileSync } from 'node:child_process';
import { relative } from 'node:path';

/**
 * Last commit date (ISO) of every file under `dir`, keyed by its path from `rootDir` (the
 * repository), from one `git log` call.
 * Files never committed have no entry.
 */
export function lastUpdatedDates(dir: string, rootDir: string): Map<string, string> {
  const dates = new Map<string, string>();
  let out = '';
  try {
    out = execFileSync(
      'git',
      ['log', '--format=@%cI', '--name-only', '--', relative(rootDir, dir) || '.'],
      {
        cwd: rootDir,
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
  } catch {
    return dates;
  }
  let current = '';
  for (const line of out.split('\n')) {
    if (line.startsWith('@')) current = line.slice(1, 11);
    else if (line && !dates.has(line)) dates.set(line, current);
  }
  return dates;
}
