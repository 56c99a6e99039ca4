/**
 * A hash of everything a build reads (content, the app, the libraries, their configs and
 * the lock file). The build stores it in its report; `npm start` rebuilds only when it differs.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export const sourcePaths = [
  'content',
  'apps/site/src',
  'apps/site/sitekit.config.ts',
  'apps/site/vite',
  'apps/site/public',
  'apps/site/site.config.ts',
  'apps/site/index.html',
  'apps/site/vite.config.ts',
  'libs',
  'package-lock.json',
];
const skip = new Set(['node_modules', 'dist', '.generated', 'tests', 'e2e', '.cache']);

/** sha256 over the paths and contents of every source file, in a stable order. */
export function sourceFingerprint(root) {
  const hash = createHash('sha256');
  const visit = (path) => {
    if (!existsSync(path)) return;
    if (statSync(path).isDirectory()) {
      for (const entry of readdirSync(path).sort())
        if (!skip.has(entry) && !/\.test\.tsx?$|\.stories\.tsx?$/.test(entry))
          visit(join(path, entry));
      return;
    }
    hash.update(relative(root, path)).update('\0').update(readFileSync(path)).update('\0');
  };
  for (const path of sourcePaths) visit(join(root, path));
  // A content folder elsewhere (SITEKIT_CONTENT_DIR) is a source too.
  if (process.env.SITEKIT_CONTENT_DIR) visit(process.env.SITEKIT_CONTENT_DIR);
  return hash.digest('hex');
}
