/**
 * `npm start`: build when the sources differ from those of the published build (its
 * completion marker stores their fingerprint), then serve dist/ on http://localhost:3000.
 * When the build fails, the last good build is served and the failure is said.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSite } from './build.mjs';
import { sourceFingerprint } from './source-fingerprint.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = resolve(process.env.SITEKIT_OUT_DIR ?? join(root, 'dist'));

/** The completion marker of the published build, or undefined when none completed. */
export function publishedBuild(dir = dist) {
  try {
    return JSON.parse(readFileSync(join(dir, '.build.json'), 'utf8'));
  } catch {
    return undefined;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const published = publishedBuild();
  if (published?.sourceFingerprint !== sourceFingerprint(root)) {
    console.log(
      published
        ? 'Building the site (sources changed since the last build)…'
        : 'Building the site (no complete build yet)…',
    );
    const status = buildSite();
    if (status !== 0) {
      const last = publishedBuild();
      if (!last) process.exit(status);
      console.warn(
        `\n  The build failed. Serving the last good build (completed ${last.completedAt}).\n`,
      );
    }
  }
  const { startServer } = await import('./serve.mjs');
  const server = await startServer({
    dir: dist,
    port: Number(process.env.PORT ?? 3000),
    host: process.env.HOST ?? 'localhost',
  });
  console.log(`\n  The site is ready: http://localhost:${server.address().port}\n`);
}
